/**
 * The features resource (spec 2 §3 Feature, a sprint; a CRF): an initiative's features are GET
 * KanbanBoard/Sprint?milestoneId= (filter.milestoneId); one is sprintId=; create (with its placeholder tickets and
 * pending attachments) and update are POST and PUT KanbanBoard/Sprint.
 */
import { A1 } from '@a1/shared';
import type { NewSprint, Sprint, SprintUpdate } from '@a1/shared/contract/projecttracking';
import { a1Call } from '../a1Client';
import { callOptions, type ResourceCalls } from './types';

const record = (s: Sprint) => ({ ...s, id: s.sprintId });

export const features: ResourceCalls = {
  async getList(params) {
    const { milestoneId } = (params.filter ?? {}) as { milestoneId?: number };
    const list = await a1Call(A1.kanbanSprints, { query: { milestoneId } }, callOptions(params));
    return { data: list.map(record), total: list.length };
  },
  async getOne(params) {
    const [one] = await a1Call(
      A1.kanbanSprints,
      { query: { sprintId: Number(params.id), includeDisabled: true } },
      callOptions(params),
    );
    if (!one) throw new Error(`Feature ${params.id} was not found.`);
    return { data: record(one) };
  },
  async create(params) {
    const [created] = await a1Call(A1.kanbanSprintCreate, { body: params.data as NewSprint }, callOptions(params));
    return { data: record(created) };
  },
  async update(params) {
    const body = { ...(params.data as SprintUpdate), sprintId: Number(params.id) };
    const [updated] = await a1Call(A1.kanbanSprintUpdate, { body }, callOptions(params));
    return { data: record(updated) };
  },
};
