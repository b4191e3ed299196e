/**
 * The issues resource (spec 2 §3 Issue or risk): a feature's issues (issueType 1) or risks (2) are GET
 * KanbanBoard/Issues?IssueType=&SprintId= (filter.issueType, filter.sprintId); without a feature, the register of
 * every feature's issues and risks (ours, issue 24) is GET kanban/project/IssueRegister, each row naming its feature,
 * initiative and project (filter.issueType, filter.status, filter.priority narrow it). Create and update are POST and
 * PUT KanbanBoard/Issues (always saved enabled, spec 2 §4).
 */
import { A1 } from '@a1/shared';
import type { IssueStatus } from '@a1/shared/constants/projecttracking';
import type { Issue, IssueUpdate, NewIssue } from '@a1/shared/contract/projecttracking';
import { a1Call } from '../a1Client';
import { callOptions, type ResourceCalls } from './types';

/** The register's filter (every one optional). */
interface RegisterFilter {
  issueType?: 1 | 2;
  status?: IssueStatus;
  priority?: number;
}

const record = <I extends Issue>(i: I) => ({ ...i, id: i.issueId });
const pick = (list: Issue[], id: number | undefined) => list.find((i) => i.issueId === id) ?? list[0];

export const issues: ResourceCalls = {
  async getList(params) {
    const { issueType, sprintId, status, priority } = (params.filter ?? {}) as RegisterFilter & { sprintId?: number };
    if (!sprintId) {
      const rows = await a1Call(A1.issueRegister, { query: { issueType, status, priority } }, callOptions(params));
      return { data: rows.map(record), total: rows.length };
    }
    const list = await a1Call(
      A1.kanbanIssues,
      { query: { IssueType: issueType ?? 1, SprintId: sprintId } },
      callOptions(params),
    );
    return { data: list.map(record), total: list.length };
  },
  async create(params) {
    const body = { ...(params.data as NewIssue), isEnabled: true };
    const list = await a1Call(A1.kanbanIssueCreate, { body }, callOptions(params));
    return { data: record(list[list.length - 1]) };
  },
  async update(params) {
    const body = { ...(params.data as IssueUpdate), issueId: Number(params.id), isEnabled: true };
    const list = await a1Call(A1.kanbanIssueUpdate, { body }, callOptions(params));
    return { data: record(pick(list, Number(params.id))) };
  },
};
