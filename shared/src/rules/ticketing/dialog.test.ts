import { describe, expect, it } from 'vitest';
import {
  canCreateQaTicket,
  dialogTabs,
  dialogTitle,
  dialogTitleText,
  fieldDisabled,
  footerButtons,
  READ_ONLY_LOCKED_FIELDS,
  statusColour,
  tabShowsCount,
  type TicketViewer,
} from './dialog.ts';
import { TICKET_DIALOG_TABS } from '../../constants/ticketing-ui.ts';

const it_: TicketViewer = { department: 'IT', subsidiaryName: 'USA' };
const pricingDept: TicketViewer = { department: 'Pricing', subsidiaryName: 'USA' };
const global: TicketViewer = { department: 'Operations', subsidiaryName: 'France' };
const usaOps: TicketViewer = { department: 'Operations', subsidiaryName: 'USA' };
const existing = { ticketId: 12, type: 'Issue', pricing: false };
const fresh = { ticketId: 0, type: 'Issue', pricing: false };

describe('ticket dialog tabs (spec 3 §2, §6)', () => {
  it('T-31: the tabs follow the dialog order General, Attachments, IT, Supporting Documents, Assignments, Comments, Checklist, Notifications, Timesheets, Test Cases', () => {
    expect(TICKET_DIALOG_TABS).toEqual([
      'general',
      'attachments',
      'it',
      'supportingDocuments',
      'assignments',
      'comments',
      'checklist',
      'notifications',
      'timesheets',
      'testCases',
    ]);
    expect(dialogTabs(it_, { ...existing, type: 'Testing' })).toEqual([
      'general',
      'attachments',
      'it',
      'supportingDocuments',
      'comments',
      'checklist',
      'notifications',
      'timesheets',
      'testCases',
    ]);
  });

  it('T-176: the IT department gets the IT tab, not in read-only mode', () => {
    expect(dialogTabs(it_, fresh)).toContain('it');
    expect(dialogTabs({ ...it_, readOnly: true }, fresh)).not.toContain('it');
    expect(dialogTabs(usaOps, fresh)).not.toContain('it');
  });

  it('T-177: the Pricing department gets the IT tab for pricing tickets only', () => {
    expect(dialogTabs(pricingDept, { ...fresh, pricing: true })).toContain('it');
    expect(dialogTabs(pricingDept, fresh)).not.toContain('it');
  });

  it('T-178: for existing tickets IT (or Pricing on pricing tickets) also get Supporting Documents, Comments, Timesheets, Checklist, Notifications, Test Cases', () => {
    const more = ['supportingDocuments', 'comments', 'timesheets', 'checklist', 'notifications', 'testCases'];
    const testing = { ...existing, type: 'Testing' };
    for (const tab of more) {
      expect(dialogTabs(it_, testing)).toContain(tab);
      expect(dialogTabs(pricingDept, { ...testing, pricing: true })).toContain(tab);
      expect(dialogTabs(it_, { ...testing, ticketId: 0 })).not.toContain(tab);
    }
  });

  it('T-179: other users outside the USA subsidiary get the Assignments tab; USA users and IT do not', () => {
    expect(dialogTabs(global, fresh)).toEqual(['general', 'attachments', 'assignments']);
    expect(dialogTabs(usaOps, fresh)).toEqual(['general', 'attachments']);
    expect(dialogTabs({ department: 'IT', subsidiaryName: 'France' }, fresh)).not.toContain('assignments');
  });

  it('T-180: for existing tickets, other users outside the USA also get Comments and Notifications', () => {
    expect(dialogTabs(global, existing)).toEqual([
      'general',
      'attachments',
      'assignments',
      'comments',
      'notifications',
    ]);
    expect(dialogTabs(usaOps, existing)).toEqual(['general', 'attachments']);
  });

  it('T-33: Test Cases shows only when the type is Testing', () => {
    expect(dialogTabs(it_, { ...existing, type: 'Testing' })).toContain('testCases');
    for (const type of ['Issue', 'Enhancement', 'Report', 'Requirements', 'Bug', null])
      expect(dialogTabs(it_, { ...existing, type })).not.toContain('testCases');
  });

  it('T-32: Attachments, Comments, Timesheets, Checklist, Test Cases and Supporting Documents show counts', () => {
    const counted = TICKET_DIALOG_TABS.filter(tabShowsCount);
    expect(counted.sort()).toEqual(
      ['attachments', 'comments', 'timesheets', 'checklist', 'testCases', 'supportingDocuments'].sort(),
    );
  });
});

describe('ticket dialog titles and status (spec 3 §2)', () => {
  it('T-26: an existing support ticket is titled Ticket {id}', () => {
    expect(dialogTitle({ ticketId: 42, pricing: false })).toEqual({ key: 'ticket', id: 42 });
    expect(dialogTitleText({ ticketId: 42, pricing: false })).toBe('Ticket 42');
  });
  it('T-27: a new support ticket is titled Submit Ticket', () => {
    expect(dialogTitleText({ ticketId: 0, pricing: false })).toBe('Submit Ticket');
    expect(dialogTitleText({ pricing: false })).toBe('Submit Ticket');
  });
  it('T-28: an existing pricing ticket is titled Pricing Ticket {id}', () => {
    expect(dialogTitleText({ ticketId: 7, pricing: true })).toBe('Pricing Ticket 7');
  });
  it('T-29: a new pricing ticket is titled Submit Pricing Ticket', () => {
    expect(dialogTitleText({ ticketId: null, pricing: true })).toBe('Submit Pricing Ticket');
  });
  it('each status has its own colour', () => {
    const colours = ['Submitted', 'Assigned', 'Awaiting', 'Completed'].map(statusColour);
    expect(new Set(colours).size).toBe(4);
    expect(colours).not.toContain('default');
    expect(statusColour('Unknown')).toBe('default');
  });
});

describe('Create QA Ticket (spec 3 §5)', () => {
  it('T-163: only on the IT tab', () => {
    expect(canCreateQaTicket('it', existing)).toBe(true);
    for (const tab of ['general', 'comments', 'assignments'] as const)
      expect(canCreateQaTicket(tab, existing)).toBe(false);
  });
  it('T-164: only for non-pricing tickets', () => {
    expect(canCreateQaTicket('it', { ...existing, pricing: true })).toBe(false);
  });
  it('T-165: only for type Issue or Enhancement', () => {
    expect(canCreateQaTicket('it', { ...existing, type: 'Enhancement' })).toBe(true);
    for (const type of ['Report', 'Requirements', 'Bug', 'Testing'])
      expect(canCreateQaTicket('it', { ...existing, type })).toBe(false);
    expect(footerButtons('it', existing, true)).toEqual(['delete', 'saveAndEmail', 'createQa', 'save']);
    expect(footerButtons('it', { ...existing, type: 'Bug' }, true)).not.toContain('createQa');
    expect(footerButtons('general', fresh, true)).toEqual(['clear', 'submit']);
  });
});

describe('read-only mode (spec 3 §6)', () => {
  it('T-181: read-only mode disables the fields a save would write and leaves the footer to Close', () => {
    for (const field of ['title', 'type', 'priority', 'description', 'projectId', 'milestoneId', 'sprintId', 'agentId'])
      expect([fieldDisabled(field, true), fieldDisabled(field, false)]).toEqual([true, false]);
    expect(READ_ONLY_LOCKED_FIELDS).toContain('laneId');
    // Always read-only, whatever the mode.
    expect(fieldDisabled('startDate', false)).toBe(true);
    expect(footerButtons('it', existing, true, true)).toEqual([]);
    expect(footerButtons('general', existing, false, false)).toEqual(['saveAndEmail', 'save']);
    // An IT user in read-only mode has no IT tab.
    expect(dialogTabs({ ...it_, readOnly: true }, existing)).not.toContain('it');
  });
});
