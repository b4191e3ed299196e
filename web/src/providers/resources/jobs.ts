/**
 * The jobs resource (spec 3 §7): the job dashboard's list is GET Job/All between filter.startDate and
 * filter.endDate (both optional: every job), answered whole (the grid pages, sorts and filters in the browser),
 * with the per-status counts in meta; a new job is POST Receiving/Job (a taken number, 409, refuses the number field).
 */
import { A1, type NewJob } from '@a1/shared';
import { a1Call } from '../a1Client';
import { callOptions, onField, type ResourceCalls } from './types';

/** The server's answer for a job number already taken. */
const NUMBER_TAKEN = 409;

export const jobs: ResourceCalls = {
  async getList(params) {
    const { startDate, endDate } = (params.filter ?? {}) as { startDate?: string; endDate?: string };
    const answer = await a1Call(A1.jobList, { query: { startDate, endDate } }, callOptions(params));
    return { data: answer.jobs, total: answer.jobs.length, meta: { statuses: answer.statuses } };
  },
  async create(params) {
    // The form's values, checked by the server against the entry's schema; a taken number is the number's refusal.
    const body = params.data as NewJob;
    try {
      return { data: await a1Call(A1.createJob, { body }, callOptions(params)) };
    } catch (error) {
      throw onField(error, NUMBER_TAKEN, 'number');
    }
  },
};
