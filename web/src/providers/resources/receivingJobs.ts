/**
 * The receiving-jobs resource (spec 3 §7 Receiving, issue 26): a job at the dock, its id its number (the dock opens a
 * job by the number it reads or scans: GET Job?JobNumber). getList is GET Job by filter.StatusID and/or JobNumber;
 * create is POST Job (the job then read back whole); update is PUT Job with the version it was read at; updateMany
 * is PUT BulkJob, one transaction, each row's jobId and version from meta.rows.
 */
import { HttpError } from 'react-admin';
import { A1, type BulkJobRow, type NewJob, type ReceivingJob, type ReceivingJobUpdate } from '@a1/shared';
import { a1Call, type A1CallOptions } from '../a1Client';
import { callOptions, type ResourceCalls } from './types';

export type ReceivingJobRecord = Omit<ReceivingJob, 'id'> & { id: string; jobId: number };

export const withJobId = (job: ReceivingJob): ReceivingJobRecord => ({ ...job, jobId: job.id, id: job.number });

async function byNumber(number: string, options: A1CallOptions): Promise<ReceivingJobRecord> {
  const [job] = await a1Call(A1.receivingJob, { query: { JobNumber: number } }, options);
  if (!job) throw new HttpError(`Job ${number} was not found.`, 404);
  return withJobId(job);
}

/** The fields PUT Job and BulkJob take from a record (what the dock's form edits). */
const EDITABLE = [
  'inboundCarrierId',
  'carrierReference',
  'mailingTermId',
  'quoteProductOptionId',
  'legacyPickupId',
  'comment',
] as const;

const editedFields = (data: Record<string, unknown>) =>
  Object.fromEntries(EDITABLE.filter((key) => key in data).map((key) => [key, data[key] === '' ? null : data[key]]));

export const receivingJobs: ResourceCalls = {
  async getList(params) {
    const { StatusID, JobNumber } = (params.filter ?? {}) as { StatusID?: number; JobNumber?: string };
    const jobs = await a1Call(A1.receivingJob, { query: { StatusID, JobNumber } }, callOptions(params));
    return { data: jobs.map(withJobId), total: jobs.length };
  },
  async getOne(params) {
    return { data: await byNumber(String(params.id), callOptions(params)) };
  },
  async create(params) {
    const created = await a1Call(A1.createJob, { body: params.data as NewJob }, callOptions(params));
    return { data: await byNumber(created.number, callOptions(params)) };
  },
  async update(params) {
    const previous = params.previousData as ReceivingJobRecord;
    const body = {
      jobId: previous.jobId,
      version: previous.version,
      ...editedFields(params.data as Record<string, unknown>),
    } as ReceivingJobUpdate;
    const saved = await a1Call(A1.receivingJobUpdate, { body }, callOptions(params));
    return { data: withJobId(saved.job) };
  },
  async updateMany(params) {
    const rows = (params.meta as { rows?: Array<{ jobId: number; version: number }> } | undefined)?.rows ?? [];
    const data = params.data as Record<string, unknown>;
    const change = {
      ...editedFields(data),
      ...(data.statusId ? { statusId: Number(data.statusId) } : {}),
    };
    const jobs: BulkJobRow[] = rows.map((row) => ({ ...row, ...change }));
    const saved = await a1Call(A1.receivingBulkJob, { body: { jobs } }, callOptions(params));
    return { data: saved.map((job) => job.number) };
  },
};
