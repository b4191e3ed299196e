/**
 * The receiving-attachments resource (spec 3 §7 Receiving, issue 26): a job's files. getList is GET Attachment by
 * filter.jobNumber; create POST Attachment (base64 content); update PUT Attachment (name, description); delete is
 * the spec's GET DeleteAttachment. A record's id is its attachmentId. getOne is one file with its content (GET
 * Attachment by jobNumber, in meta, and attachmentId).
 */
import { A1, type ReceivingAttachment } from '@a1/shared';
import { a1Call } from '../a1Client';
import { callOptions, type ResourceCalls } from './types';

const withId = (attachment: ReceivingAttachment) => ({ ...attachment, id: attachment.attachmentId });

export const receivingAttachments: ResourceCalls = {
  async getList(params) {
    const { jobNumber } = params.filter as { jobNumber: string };
    const list = await a1Call(A1.receivingAttachments, { query: { jobNumber } }, callOptions(params));
    return { data: list.map(withId), total: list.length };
  },
  async getOne(params) {
    const { jobNumber } = params.meta as { jobNumber: string };
    const attachmentId = Number(params.id);
    const [one] = await a1Call(A1.receivingAttachments, { query: { jobNumber, attachmentId } }, callOptions(params));
    if (!one) throw new Error(`Attachment ${attachmentId} was not found.`);
    return { data: withId(one) };
  },
  async create(params) {
    const { jobId, fileName, content, description } = params.data as {
      jobId: number;
      fileName: string;
      content: string;
      description?: string | null;
    };
    const body = { jobId, fileName, content, description: description || null };
    return { data: withId(await a1Call(A1.receivingAttachmentCreate, { body }, callOptions(params))) };
  },
  async update(params) {
    const { fileName, description } = params.data as { fileName?: string; description?: string | null };
    const body = { attachmentId: Number(params.id), fileName, description: description || null };
    return { data: withId(await a1Call(A1.receivingAttachmentUpdate, { body }, callOptions(params))) };
  },
  async delete(params) {
    await a1Call(A1.receivingDeleteAttachment, { query: { attachmentId: Number(params.id) } }, callOptions(params));
    return { data: params.previousData ?? { id: params.id } };
  },
};
