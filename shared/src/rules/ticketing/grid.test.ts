import { describe, expect, it } from 'vitest';
import {
  agentGroupOf,
  defaultColumnFilters,
  effectiveQuickFilter,
  groupsOf,
  matchesQuickFilter,
  quickFilterCounts,
  quickFilterRows,
  sortTickets,
  stepTicket,
  ticketColumns,
  unreadFieldsOf,
  TICKET_COLUMNS,
  type GridTicket,
} from './grid.ts';
import { TICKET_LANES } from '../../constants/ticketing-ui.ts';

const ME = 7;
const tickets: GridTicket[] = [
  {
    ticketId: 1,
    laneName: 'Next',
    priority: 'High',
    agentId: ME,
    agentGroup: 'Developers',
    scheduleGroupId: 3,
    unread: true,
    unreadFields: 'LANE,COMMENT',
    moduleName: 'Billing',
    requesterName: 'Zoe',
    requesterDepartment: 'IT',
    projectName: 'P2',
  },
  {
    ticketId: 2,
    laneName: 'In Progress',
    priority: 'Low',
    agentId: null,
    scheduleGroupId: null,
    moduleName: 'Admin',
    requesterName: 'Amy',
    requesterDepartment: 'Sales',
    projectName: 'P1',
  },
  {
    ticketId: 3,
    laneName: 'Next',
    priority: 'Severe',
    agentId: 9,
    agentGroup: 'Support',
    scheduleGroupId: 4,
    moduleName: null,
    requesterName: 'Amy',
    requesterDepartment: 'IT',
    projectName: 'P1',
  },
  {
    ticketId: 4,
    laneName: 'Done',
    priority: 'High',
    agentId: 10,
    agentGroup: 'Past Employees',
    scheduleGroupId: 4,
    unread: true,
    unreadFields: 'ASSIGNED',
    moduleName: 'Billing',
    requesterName: 'Bob',
    requesterDepartment: 'Ops',
    projectName: 'P2',
  },
];

describe('quick filters (spec 3 §4)', () => {
  const counts = quickFilterCounts(tickets, ME);

  it('T-75: three rows of buttons, each with its count', () => {
    const rows = quickFilterRows(counts, true);
    expect(rows).toHaveLength(3);
    const all = rows.flat();
    expect(all.find((b) => b.id === 'all')?.count).toBe(4);
    expect(all.find((b) => b.id === 'lane:Next')?.count).toBe(2);
    expect(all.find((b) => b.id === 'priority:High')?.count).toBe(2);
    expect(all.find((b) => b.id === 'noAgent')?.count).toBe(1);
    // Every count equals the number of tickets the filter lets through.
    for (const b of all) expect(b.count).toBe(tickets.filter((t) => matchesQuickFilter(t, b.id, ME)).length);
  });

  it('T-125: row 1 is All, Unread (hidden when empty) and the nine lanes', () => {
    const [row1] = quickFilterRows(counts, false);
    expect(row1.map((b) => b.label)).toEqual(['all', 'unread', ...TICKET_LANES]);
    expect(TICKET_LANES).toHaveLength(9);
    const noUnread = quickFilterCounts(
      tickets.map((t) => ({ ...t, unread: false })),
      ME,
    );
    expect(quickFilterRows(noUnread, false)[0].map((b) => b.id)).not.toContain('unread');
  });

  it('T-126: row 2 is High, Medium, Low, Severe', () => {
    expect(quickFilterRows(counts, false)[1].map((b) => b.label)).toEqual(['High', 'Medium', 'Low', 'Severe']);
  });

  it('T-127: row 3 (IT only) is Me, No Agent, Developers, Business Analysts, Support, Past Employees, No Sprint', () => {
    expect(quickFilterRows(counts, false)).toHaveLength(2);
    expect(quickFilterRows(counts, true)[2].map((b) => b.id)).toEqual([
      'me',
      'noAgent',
      'developers',
      'businessAnalysts',
      'support',
      'pastEmployees',
      'noSprint',
    ]);
    expect(counts.get('me')).toBe(1);
    expect(counts.get('developers')).toBe(1);
    expect(counts.get('pastEmployees')).toBe(1);
    expect(counts.get('noSprint')).toBe(1);
    expect(counts.get('businessAnalysts')).toBeUndefined();
  });

  it('T-129: a remembered filter with zero count falls back to All', () => {
    expect(effectiveQuickFilter('lane:Done', counts, true)).toBe('lane:Done');
    expect(effectiveQuickFilter('lane:Blocked', counts, true)).toBe('all');
    expect(effectiveQuickFilter('businessAnalysts', counts, true)).toBe('all');
    // Row 3 is IT's: another user's stored choice of it falls back too; garbage falls back.
    expect(effectiveQuickFilter('me', counts, false)).toBe('all');
    expect(effectiveQuickFilter('lane:Nowhere', counts, true)).toBe('all');
    expect(effectiveQuickFilter(null, counts, true)).toBe('all');
  });
});

describe('agent groups (spec 3 §2, §4)', () => {
  it('T-127: the agent group row 3 matches: Past Employees, Business Analysts, Developers, Support', () => {
    expect(agentGroupOf(null)).toBeNull();
    expect(agentGroupOf({ isEnabled: false, department: 'IT', businessAnalyst: true })).toBe('Past Employees');
    expect(agentGroupOf({ isEnabled: true, department: 'IT', businessAnalyst: true })).toBe('Business Analysts');
    expect(agentGroupOf({ isEnabled: true, department: 'IT', businessAnalyst: false })).toBe('Developers');
    expect(agentGroupOf({ isEnabled: true, department: 'Operations', businessAnalyst: false })).toBe('Support');
    // Each group the rule answers is one row-3 button matches.
    const ticket = (agentGroup: string | null): GridTicket => ({ ticketId: 1, agentId: 2, agentGroup });
    expect(
      matchesQuickFilter(
        ticket(agentGroupOf({ isEnabled: true, department: 'IT', businessAnalyst: false })),
        'developers',
        0,
      ),
    ).toBe(true);
  });
});

describe('ticket grid (spec 3 §2)', () => {
  it('T-78: the columns in the spec order', () => {
    expect([...TICKET_COLUMNS]).toEqual([
      'ticketId', // Ticket
      'title', // Title
      'type', // Type
      'moduleName', // Main Module
      'subModuleName', // Sub Module
      'requesterName', // Requester
      'requesterDepartment', // Department
      'agentName', // Assigned
      'laneName', // Lane
      'latestComment', // Latest Comment
      'sticker', // Sticker
      'priority', // Priority
      'sortPriority', // Sort Priority
      'points', // Points
      'projectName', // Project
      'milestoneName', // Initiative
      'sprintName', // Feature
      'crfSticker', // Feature Sticker
      'scheduleGroup', // Sprint
      'endDate', // End Date
      'updatedBy', // Updated By
      'updatedOn', // Updated On
      'createdOn', // Created On
      'agentGroup', // Agent Group
      'featureNote', // Feature Comment
    ]);
  });

  it('T-79: the Project view adds Feature Status and Feature Phase', () => {
    expect(ticketColumns('project')).toContain('sprintStatus');
    expect(ticketColumns('project')).toContain('sprintPhase');
    expect(ticketColumns('tickets')).not.toContain('sprintStatus');
    expect(ticketColumns('module')).not.toContain('sprintPhase');
  });

  it('T-96: unreadFields is a comma list of LANE, COMMENT and ASSIGNED', () => {
    expect(unreadFieldsOf(tickets[0])).toEqual(['LANE', 'COMMENT']);
    expect(unreadFieldsOf(tickets[3])).toEqual(['ASSIGNED']);
    expect(unreadFieldsOf({ unread: true, unreadFields: ' comment , BOGUS' })).toEqual(['COMMENT']);
    expect(unreadFieldsOf({ unread: false, unreadFields: 'LANE' })).toEqual([]);
  });

  it('T-81: the Department filter defaults to the user’s department', () => {
    expect(defaultColumnFilters('IT').requesterDepartment).toEqual(['IT']);
    expect(defaultColumnFilters(null).requesterDepartment).toEqual([]);
  });
  it('T-82: the Is Ticket filter defaults to true', () => {
    expect(defaultColumnFilters('IT').isTicket).toBe(true);
  });
  it('T-130: the default lane filter is Next and In Progress', () => {
    expect(defaultColumnFilters('IT').laneName).toEqual(['Next', 'In Progress']);
  });

  it('T-76: sort modes by module, requester, department, assigned, project and unread-only', () => {
    const ids = (mode: Parameters<typeof sortTickets>[1]) => sortTickets(tickets, mode).map((t) => t.ticketId);
    expect(ids('module')).toEqual([2, 1, 4, 3]); // Admin, Billing, Billing, blank last
    expect(ids('requester')).toEqual([2, 3, 4, 1]); // Amy, Amy, Bob, Zoe
    expect(ids('department')).toEqual([1, 3, 4, 2]); // IT, IT, Ops, Sales
    expect(ids('project')).toEqual([2, 3, 1, 4]);
    expect(ids('unreadOnly')).toEqual([1, 4]);
    expect(ids('none')).toEqual([1, 2, 3, 4]);
    expect(groupsOf(tickets, 'module')).toEqual([
      { name: 'Admin', count: 1 },
      { name: 'Billing', count: 2 },
      { name: '', count: 1 },
    ]);
  });

  it('keyboard steps to the next and previous ticket, clamped', () => {
    expect(stepTicket([5, 6, 7], null, 1)).toBe(5);
    expect(stepTicket([5, 6, 7], 5, 1)).toBe(6);
    expect(stepTicket([5, 6, 7], 7, 1)).toBe(7);
    expect(stepTicket([5, 6, 7], 5, -1)).toBe(5);
    expect(stepTicket([], 5, 1)).toBeNull();
  });

  it('counts of 50,000 tickets take one pass', () => {
    const many: GridTicket[] = Array.from({ length: 50_000 }, (_, i) => ({
      ticketId: i + 1,
      laneName: TICKET_LANES[i % 9],
      priority: ['High', 'Medium', 'Low', 'Severe'][i % 4],
      agentId: i % 5 === 0 ? null : i % 40,
      agentGroup: 'Developers',
      scheduleGroupId: i % 3 === 0 ? null : 1,
      unread: i % 7 === 0,
    }));
    const counts = quickFilterCounts(many, 1);
    expect(counts.get('all')).toBe(50_000);
    expect(counts.get('noAgent')).toBe(10_000);
  });
});
