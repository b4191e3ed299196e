/**
 * The initiatives resource (spec 2 §3 Initiative, a milestone): a project's initiatives are GET
 * KanbanBoard/Milestone?ProjectID= (filter.projectId); one is MilestoneID=; create and update are POST and PUT
 * KanbanBoard/Milestone, delete is DELETE KanbanBoard/Milestone (it disables the initiative).
 */
import { A1 } from '@a1/shared';
import type { Milestone, MilestoneUpdate, NewMilestone } from '@a1/shared/contract/projecttracking';
import { a1Call } from '../a1Client';
import { callOptions, type ResourceCalls } from './types';

const record = (m: Milestone) => ({ ...m, id: m.milestoneID });

export const initiatives: ResourceCalls = {
  async getList(params) {
    const { projectId } = (params.filter ?? {}) as { projectId?: number };
    const list = await a1Call(A1.kanbanMilestones, { query: { ProjectID: projectId } }, callOptions(params));
    return { data: list.map(record), total: list.length };
  },
  async getOne(params) {
    const [one] = await a1Call(
      A1.kanbanMilestones,
      { query: { MilestoneID: Number(params.id), includeDisabled: true } },
      callOptions(params),
    );
    if (!one) throw new Error(`Initiative ${params.id} was not found.`);
    return { data: record(one) };
  },
  async create(params) {
    const [created] = await a1Call(
      A1.kanbanMilestoneCreate,
      { body: params.data as NewMilestone },
      callOptions(params),
    );
    return { data: record(created) };
  },
  async update(params) {
    const body = { ...(params.data as MilestoneUpdate), milestoneID: Number(params.id) };
    const [updated] = await a1Call(A1.kanbanMilestoneUpdate, { body }, callOptions(params));
    return { data: record(updated) };
  },
  async delete(params) {
    await a1Call(A1.kanbanMilestoneDelete, { query: { MilestoneID: Number(params.id) } }, callOptions(params));
    return { data: params.previousData ?? { id: params.id } };
  },
};
