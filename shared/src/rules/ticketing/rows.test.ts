import { describe, expect, it } from 'vitest';
import { mergeTicketRows, patchTicketRow, ticketInList, type ListRowTicket, type TicketListScope } from './rows.ts';

type Row = ListRowTicket & { id: number; title: string; unreadFields: string };

const PRICING_FEATURE = 50094;
const row = (ticketId: number, over: Partial<Row> = {}): Row => ({
  id: ticketId,
  ticketId,
  title: `T${ticketId}`,
  isFeature: false,
  isPricing: false,
  sprintId: null,
  milestoneId: null,
  unread: false,
  unreadFields: '',
  ...over,
});
const inScope = (scope: TicketListScope) => (r: Row) => ticketInList(r, scope, PRICING_FEATURE);

describe('ticket rows refresh (issue 12 speed)', () => {
  it('a row belongs to the list by the screen filter', () => {
    expect(ticketInList(row(1), { sprintId: 0 }, PRICING_FEATURE)).toBe(true);
    expect(ticketInList(row(1, { isPricing: true }), { sprintId: 0 }, PRICING_FEATURE)).toBe(false);
    expect(ticketInList(row(1, { isPricing: true }), { sprintId: PRICING_FEATURE }, PRICING_FEATURE)).toBe(true);
    expect(ticketInList(row(1), { sprintId: PRICING_FEATURE }, PRICING_FEATURE)).toBe(false);
    expect(ticketInList(row(1, { sprintId: 7 }), { sprintId: 7 }, PRICING_FEATURE)).toBe(true);
    expect(ticketInList(row(1, { sprintId: 8 }), { sprintId: 7 }, PRICING_FEATURE)).toBe(false);
    expect(ticketInList(row(1, { milestoneId: 3 }), { sprintId: 0, initiativeId: 3 }, PRICING_FEATURE)).toBe(true);
    expect(ticketInList(row(1, { milestoneId: 4 }), { sprintId: 0, initiativeId: 3 }, PRICING_FEATURE)).toBe(false);
    expect(ticketInList(row(1), { sprintId: 0, unreadOnly: true }, PRICING_FEATURE)).toBe(false);
    expect(ticketInList(row(1, { unread: true }), { sprintId: 0, unreadOnly: true }, PRICING_FEATURE)).toBe(true);
  });

  it('replaces changed rows in place, drops deleted ones and appends new ones', () => {
    const rows = [row(1), row(2), row(3)];
    const merged = mergeTicketRows(rows, [row(2, { title: 'new' }), row(9)], [2, 3, 9], inScope({ sprintId: 0 }));
    expect(merged.map((r) => [r.ticketId, r.title])).toEqual([
      [1, 'T1'],
      [2, 'new'],
      [9, 'T9'],
    ]);
    expect(merged[0]).toBe(rows[0]);
    expect(merged.map((r) => r.id)).toEqual([1, 2, 9]);
  });

  it('drops a row that left the list and does not append one that does not belong', () => {
    const rows = [row(1, { sprintId: 7 }), row(2, { sprintId: 7 })];
    const merged = mergeTicketRows(
      rows,
      [row(1, { sprintId: 8 }), row(5, { sprintId: 8 })],
      [1, 5],
      inScope({ sprintId: 7 }),
    );
    expect(merged.map((r) => r.ticketId)).toEqual([2]);
  });

  it('ignores answers for ids not asked and keeps feature rows', () => {
    const feature = row(-4, { isFeature: true });
    const rows = [feature, row(1)];
    const merged = mergeTicketRows(rows, [row(1, { title: 'x' }), row(2)], [1], inScope({ sprintId: 0 }));
    expect(merged).toEqual([feature, row(1, { title: 'x' })]);
  });

  it('answers the same array when nothing changed', () => {
    const rows = [row(1), row(2)];
    expect(mergeTicketRows(rows, [rows[1]], [2], inScope({ sprintId: 0 }))).toBe(rows);
    expect(mergeTicketRows(rows, [], [], inScope({ sprintId: 0 }))).toBe(rows);
  });

  it('marks one row read locally, leaving an unread-only list', () => {
    const rows = [row(1, { unread: true, unreadFields: 'LANE' }), row(2)];
    const read = { unread: false, unreadFields: '' };
    const all = patchTicketRow(rows, 1, read, inScope({ sprintId: 0 }));
    expect(all[0]).toEqual(row(1));
    expect(all[1]).toBe(rows[1]);
    expect(patchTicketRow(rows, 1, read, inScope({ sprintId: 0, unreadOnly: true })).map((r) => r.ticketId)).toEqual([
      2,
    ]);
    expect(patchTicketRow(rows, 2, read, inScope({ sprintId: 0 }))).toBe(rows);
    expect(patchTicketRow(rows, 99, read, inScope({ sprintId: 0 }))).toBe(rows);
  });
});
