/**
 * Pure rules of ticket writes (spec 3 §3–§5, §9), shared by the server and any screen that wants to predict the
 * server's answer: bulk values, lane comments, schedule group, status, QA ticket, shuffle, unread fields, links.
 */
import {
  QA_TICKET,
  TICKET_DEFAULTS,
  TICKET_LIMITS,
  UNREAD_FIELDS,
  type TicketSettings,
  type UnreadField,
} from '../../constants/ticketing.ts';
import { isProjectEmail } from '../projecttracking/email.ts';

/** A bulk-update value (spec 3 §3): -1 leaves the field unchanged; 0 or null clears it; else the new id. */
export type BulkValue = { kind: 'unchanged' } | { kind: 'clear' } | { kind: 'set'; id: number };
export function bulkValue(value: number | null | undefined): BulkValue {
  if (value === -1 || value === undefined) return { kind: 'unchanged' };
  if (value === null || value === 0) return { kind: 'clear' };
  return { kind: 'set', id: value };
}

/** Moving an existing ticket to one of these lanes needs a comment of the user's own (spec 3 §4). */
export function laneNeedsComment(
  fromLaneId: number | null,
  toLaneId: number,
  settings: Pick<TicketSettings, 'commentLaneIds'>,
): boolean {
  return fromLaneId !== toLaneId && settings.commentLaneIds.includes(toLaneId);
}

/** Project 165 in lane 2 needs a schedule group (spec 3 §4). */
export function scheduleGroupRequired(
  projectId: number | null | undefined,
  laneId: number,
  settings: Pick<TicketSettings, 'scheduleGroupProjectId' | 'scheduleGroupLaneId'>,
): boolean {
  return projectId === settings.scheduleGroupProjectId && laneId === settings.scheduleGroupLaneId;
}

/**
 * The status label a ticket shows (spec 3 §4 names the labels, not how they change; ours): Completed in the last
 * lane, Submitted without an agent, else Assigned (Awaiting stays Awaiting while an agent holds it).
 */
export function ticketStatus(input: { inLastLane: boolean; agentId: number | null | undefined; current?: string }) {
  if (input.inLastLane) return 'Completed';
  if (!input.agentId) return 'Submitted';
  return input.current === 'Awaiting' ? 'Awaiting' : 'Assigned';
}

/**
 * What every ticket the server creates starts with, whatever creates it (a new ticket, a QA ticket, a new CRF's
 * placeholders): health 1 (spec 3 §5, Ticket Health required) and the start date the day it is created (the
 * General tab shows it read-only, spec 3 §4), as yyyy-mm-dd in UTC like every day the server stores.
 */
export function createdTicketDefaults(now: Date) {
  return { healthStatusId: TICKET_DEFAULTS.healthStatusId, startDate: now.toISOString().slice(0, 10) };
}

/** Whether a QA ticket can be made from this ticket (spec 3 §5): non-pricing Issue or Enhancement. */
export function canCreateQaTicket(ticket: { type: string; isPricing: boolean }): boolean {
  return !ticket.isPricing && (QA_TICKET.sourceTypes as readonly string[]).includes(ticket.type);
}

/** The fields a QA ticket takes from its source (spec 3 §9). */
export function qaTicketFields(source: { title: string; description: string | null }, qaLaneId: number) {
  const prefix = `${QA_TICKET.prefix} `;
  return {
    title: (prefix + source.title).slice(0, TICKET_LIMITS.title),
    description: prefix + (source.description ?? ''),
    type: QA_TICKET.type,
    laneId: qaLaneId,
    points: QA_TICKET.points,
    sortPriority: QA_TICKET.sortPriority,
  };
}

/** Merges unread fields into the canonical comma list (LANE, COMMENT, ASSIGNED order, no repeats). */
export function mergeUnreadFields(...lists: Array<string | readonly string[] | null | undefined>): string {
  const present = new Set<string>();
  for (const list of lists) {
    if (!list) continue;
    const items = typeof list === 'string' ? list.split(',') : list;
    for (const item of items) present.add(item.trim().toUpperCase());
  }
  return UNREAD_FIELDS.filter((f: UnreadField) => present.has(f)).join(',');
}

/**
 * Shuffle points (ours, the spec shows only the body): tickets in order keep their schedule group while their
 * running total of points stays within the capacity; the rest move on.
 */
export function shufflePlan<T extends { points: number }>(tickets: readonly T[], capacity: number) {
  const keep: T[] = [];
  const move: T[] = [];
  let total = 0;
  for (const ticket of tickets) {
    if (move.length === 0 && total + ticket.points <= capacity + 1e-9) {
      total += ticket.points;
      keep.push(ticket);
    } else move.push(ticket);
  }
  return { keep, move, total };
}

/**
 * The JSON-schema pattern of a link field (supporting documents, CRF links): an http(s) address, so javascript:,
 * data: and other schemes are refused by the contract before any code runs; isSafeLink is the server's own check.
 */
export const HTTP_LINK_PATTERN = '^\\s*[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]';
/** The same for an optional link: empty (or blanks) or an http(s) address. */
export const OPTIONAL_HTTP_LINK_PATTERN = '^\\s*$|^\\s*[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]';

/** A link (CRF, supporting document) must be an http(s) address: no javascript:, data: or other scheme survives. */
export function isSafeLink(link: string): boolean {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Notification e-mail entries, each checked alone: an entry may hold several addresses separated by , or ; (each
 * becomes its own recipient), and every part must be exactly one address. `invalid` names the parts that are not,
 * so "a@x, b@evil.example" is refused for "a@x" instead of quietly reaching two people.
 */
export function notificationAddresses(entries: ReadonlyArray<string | null | undefined>): {
  addresses: string[];
  invalid: string[];
} {
  const addresses: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries)
    for (const part of (entry ?? '').split(/[,;]/)) {
      const address = part.trim();
      if (!address) continue;
      if (!isProjectEmail(address)) invalid.push(address);
      else if (!seen.has(address.toLowerCase())) {
        seen.add(address.toLowerCase());
        addresses.push(address);
      }
    }
  return { addresses, invalid };
}

/**
 * The recipients of a ticket's e-mail: subscribers, requester and agent, once each (case-insensitive). A stored
 * entry that is not exactly one address (a row older than the write check) reaches nobody rather than several.
 */
export function mailRecipients(...groups: Array<Array<string | null | undefined>>): string[] {
  const seen = new Map<string, string>();
  for (const email of groups.flat()) {
    const trimmed = email?.trim();
    if (trimmed && isProjectEmail(trimmed) && !seen.has(trimmed.toLowerCase()))
      seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}

/** One line of the change text of an e-mail ("Lane: Next → In Progress"). */
export function changeLine(
  label: string,
  from: string | number | null | undefined,
  to: string | number | null | undefined,
) {
  const show = (v: string | number | null | undefined) =>
    v === null || v === undefined || v === '' ? '(none)' : String(v);
  return `${label}: ${show(from)} → ${show(to)}`;
}

/** A real calendar day yyyy-mm-dd (the schema checks the shape; 2026-13-45 has it but is no day). */
export function isValidDay(value: string): boolean {
  const day = value.slice(0, 10);
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
