import { describe, expect, test } from 'vitest';
import { TICKET_SETTING_DEFAULTS } from '../../constants/ticketing.ts';
import {
  bulkValue,
  canCreateQaTicket,
  changeLine,
  createdTicketDefaults,
  isSafeLink,
  isValidDay,
  laneNeedsComment,
  mailRecipients,
  notificationAddresses,
  HTTP_LINK_PATTERN,
  OPTIONAL_HTTP_LINK_PATTERN,
  mergeUnreadFields,
  qaTicketFields,
  scheduleGroupRequired,
  shufflePlan,
  ticketStatus,
} from './index.ts';

describe('ticket writes', () => {
  test('T-107: in a bulk update -1 means unchanged; 0 or null clears', () => {
    expect(bulkValue(-1)).toEqual({ kind: 'unchanged' });
    expect(bulkValue(null)).toEqual({ kind: 'clear' });
    expect(bulkValue(0)).toEqual({ kind: 'clear' });
    expect(bulkValue(7)).toEqual({ kind: 'set', id: 7 });
  });

  test('lanes 2 and 7 need a comment when a ticket moves there, not when it stays', () => {
    expect(laneNeedsComment(1, 2, TICKET_SETTING_DEFAULTS)).toBe(true);
    expect(laneNeedsComment(3, 7, TICKET_SETTING_DEFAULTS)).toBe(true);
    expect(laneNeedsComment(2, 2, TICKET_SETTING_DEFAULTS)).toBe(false);
    expect(laneNeedsComment(2, 3, TICKET_SETTING_DEFAULTS)).toBe(false);
  });

  test('project 165 in lane 2 needs a schedule group', () => {
    expect(scheduleGroupRequired(165, 2, TICKET_SETTING_DEFAULTS)).toBe(true);
    expect(scheduleGroupRequired(165, 3, TICKET_SETTING_DEFAULTS)).toBe(false);
    expect(scheduleGroupRequired(881, 2, TICKET_SETTING_DEFAULTS)).toBe(false);
  });

  test('status follows lane and agent', () => {
    expect(ticketStatus({ inLastLane: true, agentId: 1 })).toBe('Completed');
    expect(ticketStatus({ inLastLane: false, agentId: null })).toBe('Submitted');
    expect(ticketStatus({ inLastLane: false, agentId: 3, current: 'Submitted' })).toBe('Assigned');
    expect(ticketStatus({ inLastLane: false, agentId: 3, current: 'Awaiting' })).toBe('Awaiting');
  });

  test('QA tickets come from non-pricing Issue or Enhancement tickets, with the QA fields', () => {
    expect(canCreateQaTicket({ type: 'Issue', isPricing: false })).toBe(true);
    expect(canCreateQaTicket({ type: 'Enhancement', isPricing: false })).toBe(true);
    expect(canCreateQaTicket({ type: 'Bug', isPricing: false })).toBe(false);
    expect(canCreateQaTicket({ type: 'Issue', isPricing: true })).toBe(false);
    expect(qaTicketFields({ title: 'Scale', description: '<p>x</p>' }, 5)).toEqual({
      title: 'QA: Scale',
      description: 'QA: <p>x</p>',
      type: 'Testing',
      laneId: 5,
      points: 1,
      sortPriority: 4,
    });
  });

  test('issue 29 point 8: a created ticket starts with health 1 and its creation day (UTC) as start date', () => {
    expect(createdTicketDefaults(new Date('2026-11-23T23:30:00Z'))).toEqual({
      healthStatusId: 1,
      startDate: '2026-11-23',
    });
  });

  test('unread fields merge in canonical order without repeats', () => {
    expect(mergeUnreadFields('COMMENT', 'LANE')).toBe('LANE,COMMENT');
    expect(mergeUnreadFields('ASSIGNED,LANE', ['LANE', 'COMMENT'])).toBe('LANE,COMMENT,ASSIGNED');
    expect(mergeUnreadFields(null, '')).toBe('');
  });

  test('shuffle keeps tickets within the points and moves the rest, in order', () => {
    const plan = shufflePlan(
      [
        { id: 1, points: 2 },
        { id: 2, points: 1 },
        { id: 3, points: 1 },
        { id: 4, points: 0.25 },
      ],
      3,
    );
    expect(plan.keep.map((t) => t.id)).toEqual([1, 2]);
    expect(plan.move.map((t) => t.id)).toEqual([3, 4]);
  });

  test('only http and https links are safe', () => {
    expect(isSafeLink('https://crf.example/1')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink(' JaVaScRiPt:alert(1)')).toBe(false);
    expect(isSafeLink('data:text/html,x')).toBe(false);
  });

  test('mail recipients are deduplicated ignoring case', () => {
    expect(mailRecipients(['a@x.com', 'B@x.com'], [null, 'b@X.com', 'c@x.com'])).toEqual([
      'a@x.com',
      'B@x.com',
      'c@x.com',
    ]);
    expect(changeLine('Lane', 'Next', null)).toBe('Lane: Next → (none)');
  });

  test('issue 23 point 7: a stored entry that is not exactly one address reaches nobody', () => {
    expect(mailRecipients(['a@x, b@evil.example', 'ops@a1demo.com'], ['not an address', null])).toEqual([
      'ops@a1demo.com',
    ]);
  });

  test('issue 23 point 7: each notification address is checked alone', () => {
    expect(notificationAddresses(['a@x, b@evil.example'])).toEqual({
      addresses: ['b@evil.example'],
      invalid: ['a@x'],
    });
    expect(notificationAddresses(['ops@a1demo.com; it@a1demo.com', ' OPS@a1demo.com ', ''])).toEqual({
      addresses: ['ops@a1demo.com', 'it@a1demo.com'],
      invalid: [],
    });
    expect(notificationAddresses(['Eve <eve@evil.example>', 'a@b.example\r\nBcc: c@d.example'])).toEqual({
      addresses: [],
      invalid: ['Eve <eve@evil.example>', 'a@b.example\r\nBcc: c@d.example'],
    });
  });

  test('issue 23 point 7: link patterns accept http(s) only (the optional one also blank)', () => {
    const link = new RegExp(HTTP_LINK_PATTERN);
    const optional = new RegExp(OPTIONAL_HTTP_LINK_PATTERN);
    for (const ok of ['https://docs.a1demo.com/crf/1', 'http://d/1', ' HTTPS://x.example']) {
      expect(link.test(ok)).toBe(true);
      expect(optional.test(ok)).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>', 'https:/x', '//evil.example', 'ftp://x']) {
      expect(link.test(bad)).toBe(false);
      expect(optional.test(bad)).toBe(false);
    }
    expect(link.test('')).toBe(false);
    expect(optional.test('')).toBe(true);
  });

  test('a day must exist on the calendar', () => {
    expect(isValidDay('2026-11-20')).toBe(true);
    expect(isValidDay('2026-02-29T10:00')).toBe(false);
    expect(isValidDay('2026-13-45')).toBe(false);
  });
});
