/**
 * The timesheets resource (spec 2 §3 timesheet entries): a feature's entries are GET Ticketing/FeatureTimesheet
 * (filter.featureId), an initiative's GET Ticketing/InitiativeTimesheet (filter.initiativeId); without an owner, the
 * register of every feature's and initiative's entries (ours, issue 24) is GET kanban/project/TimesheetRegister,
 * each row naming its owner (filter.startDate, filter.endDate, filter.ownerKind narrow it). New entries are
 * POSTed to the same; an initiative's entry is changed through PUT Ticketing/InitiativeTimesheet, a feature's through
 * Shared/Timesheet, and deleting goes through Shared/Timesheet.
 */
import { A1, type WorkTimesheet } from '@a1/shared';
import type { TimesheetRegisterKind } from '@a1/shared/constants/projecttracking';
import { a1Call } from '../a1Client';
import { callOptions, type ResourceCalls } from './types';

interface Filter {
  featureId?: number;
  initiativeId?: number;
}
/** The register's filter (every one optional). */
interface RegisterFilter {
  startDate?: string;
  endDate?: string;
  ownerKind?: TimesheetRegisterKind;
}
interface Fields {
  date: string;
  hours: number;
  description: number;
  notes?: string | null;
}

const record = <E extends WorkTimesheet>(t: E) => ({ ...t });

export const timesheets: ResourceCalls = {
  async getList(params) {
    const { featureId, initiativeId, startDate, endDate, ownerKind } = (params.filter ?? {}) as Filter & RegisterFilter;
    if (!featureId && !initiativeId) {
      const rows = await a1Call(
        A1.timesheetRegister,
        { query: { startDate, endDate, ownerKind } },
        callOptions(params),
      );
      return { data: rows.map(record), total: rows.length };
    }
    const list = featureId
      ? await a1Call(A1.featureTimesheetList, { query: { featureId } }, callOptions(params))
      : await a1Call(A1.initiativeTimesheetList, { query: { initiativeId: initiativeId! } }, callOptions(params));
    return { data: list.map(record), total: list.length };
  },
  async create(params) {
    const { featureId, initiativeId, ...fields } = params.data as Filter & Fields;
    const created = featureId
      ? await a1Call(A1.featureTimesheetCreate, { body: { featureId, ...fields } }, callOptions(params))
      : await a1Call(
          A1.initiativeTimesheetCreate,
          { body: { initiativeId: initiativeId!, ...fields } },
          callOptions(params),
        );
    return { data: record(created) };
  },
  async update(params) {
    // The owner travels in the record as in create: an initiative's entry has its own call, a feature's the shared one.
    const { initiativeId, date, hours, description, notes } = params.data as Filter & Fields;
    const fields = { date, hours, description, notes: notes ?? null };
    const id = Number(params.id);
    const updated = initiativeId
      ? await a1Call(A1.initiativeTimesheetUpdate, { body: { id, initiativeId, ...fields } }, callOptions(params))
      : await a1Call(
          A1.sharedTimesheetUpdate,
          { body: { timesheetId: id, timesheetType: 'Feature', ...fields } },
          callOptions(params),
        );
    return { data: record(updated) };
  },
  async delete(params) {
    const previous = params.previousData as (WorkTimesheet & { id: number }) | undefined;
    const timesheetType = (previous?.timesheetType ?? 'Feature') as 'Feature' | 'Initiative' | 'Ticket';
    await a1Call(
      A1.sharedTimesheetDelete,
      { query: { timesheetId: Number(params.id), id: previous?.parentId ?? 0, timesheetType } },
      callOptions(params),
    );
    return { data: previous ?? { id: params.id } };
  },
};
