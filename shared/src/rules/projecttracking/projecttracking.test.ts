import { describe, expect, it } from 'vitest';
import {
  cloneMessage,
  cloneName,
  defaultProcessOwner,
  featureSaveBlocks,
  initiativeSaveBlocks,
  isFeatureSaveDisabled,
  isInitiativeSaveDisabled,
  isIssueCommentValid,
  isProjectEmail,
  isSaveSuccess,
  isSupportingDocumentValid,
  isTimesheetSaveDisabled,
  issueMissingFields,
  issuePriorityName,
  issueTypeName,
  newFeatureDefaults,
  phaseColour,
  placeholderTickets,
  processOwnerChoices,
  projectGridPage,
  statusCommentError,
  timesheetMissingFields,
  toDisplayDate,
  toStoredDate,
} from './index.ts';
import { PHASE_NAMES, PROJECT_FIXED_IDS } from '../../constants/projecttracking.ts';

const good = {
  sprintName: 'Label redesign',
  phaseId: 106,
  seniorManagerApproval: { email: 'po@a1demo.com' },
  requestSummary: 'Why',
  originalRequestor: { email: 'req@a1demo.com' },
  projectId: 165,
  milestoneId: 442,
  healthStatusId: 1,
  comment: 'ok',
};
const editMode = { readOnly: false, submitCrf: false, isNew: false };

// P-5, P-23, P-24, P-30, P-31, P-32 and P-80 are in grid.test.ts, beside the grid rules they check.
describe('project pages (spec 2 §2)', () => {
  it('P-6: crfs-read-only is CRFs, read-only', () => {
    expect(projectGridPage('/kanban/crfs-read-only')).toMatchObject({ pageName: 'CRFs', readOnly: true });
  });
  it('P-7: project/grid-view is Projects, editable', () => {
    expect(projectGridPage('/kanban/project/grid-view?x=1')).toMatchObject({ pageName: 'Projects', readOnly: false });
  });
  it('P-8: project/my-grid-view is My Projects, editable', () => {
    expect(projectGridPage('/kanban/project/my-grid-view')).toMatchObject({
      pageName: 'My Projects',
      readOnly: false,
    });
  });
  it('P-9: project/one-view is editable and loads no grid data', () => {
    expect(projectGridPage('/kanban/project/one-view')).toMatchObject({ readOnly: false, loadsGrid: false });
  });
  it('P-10: any other URL is CRFs, read-only', () => {
    expect(projectGridPage('/kanban/whatever')).toMatchObject({ pageName: 'CRFs', readOnly: true, loadsGrid: true });
  });
});

describe('phase colours (spec 2 §4)', () => {
  it('P-81: phases 10 and 13 are red', () => {
    expect(phaseColour('10-Failed UAT')).toBe('red');
    expect(phaseColour('13-Blocked')).toBe('red');
  });
  it('P-82: phase 12 is green', () => {
    expect(phaseColour('12-Complete')).toBe('green');
  });
  it('P-83: phases 2, 3, 4, 5, 8, 9 and 11 are blue', () => {
    for (const n of [2, 3, 4, 5, 8, 9, 11]) expect(phaseColour(PHASE_NAMES[n - 1]), PHASE_NAMES[n - 1]).toBe('blue');
    for (const n of [1, 6, 7]) expect(phaseColour(PHASE_NAMES[n - 1])).toBeUndefined();
  });
});

describe('new features and placeholders (spec 2 §4)', () => {
  const today = new Date(2026, 10, 23, 15, 0);
  it('P-84: a new feature from the grid gets phase id 106', () => {
    expect(newFeatureDefaults(PROJECT_FIXED_IDS.newFeaturePhaseId, today).phaseId).toBe(106);
  });
  it('P-85: a new feature from the grid gets 0 points', () => {
    expect(newFeatureDefaults(106, today).estimatedPoints).toBe(0);
  });
  it('P-86: a new feature from the grid starts today', () => {
    expect(newFeatureDefaults(106, today).startDate).toBe('2026-11-23');
  });
  it('P-87: a new feature from the grid is enabled', () => {
    expect(newFeatureDefaults(106, today).isEnabled).toBe(true);
  });
  it("P-102: each placeholder's title and description are its name followed by the feature name", () => {
    const tickets = placeholderTickets('Label redesign', 5, 3790, today);
    expect(tickets.map((t) => t.title)).toEqual([
      'BA Placeholder Label redesign',
      'DEV Placeholder Label redesign',
      'DEV Feedback Placeholder Label redesign',
      'BA Feedback Placeholder Label redesign',
    ]);
    for (const t of tickets) expect(t.description).toBe(t.title);
  });
  it('issue 29 point 8: each placeholder starts with Ticket Health 1 and the day it is created as start date', () => {
    const tickets = placeholderTickets('Label redesign', 5, 3790, new Date('2026-11-23T15:00:00Z'));
    expect(tickets).toHaveLength(4);
    for (const t of tickets) expect(t).toMatchObject({ healthStatusId: 1, startDate: '2026-11-23' });
  });
  it('P-106: the clone success message names the new CRF', () => {
    expect(cloneMessage('Copy of X')).toBe('The CRF was successfully cloned. The new CRF is called: Copy of X');
  });
  it("issue 29 point 8: a clone is named 'Copy of' and the original's name, within a feature name's 200 characters", () => {
    expect(cloneName('Customs label')).toBe('Copy of Customs label');
    expect(cloneName('  Customs label ')).toBe('Copy of Customs label');
    expect(cloneName('x'.repeat(200))).toBe(`Copy of ${'x'.repeat(192)}`);
  });
});

describe('feature save (spec 2 §5)', () => {
  it('a complete feature may be saved', () => {
    expect(isFeatureSaveDisabled(good, editMode)).toBe(false);
  });
  it('P-108: Save is disabled when the view is read-only', () => {
    expect(featureSaveBlocks(good, { ...editMode, readOnly: true })).toEqual(['readOnly']);
  });
  it('P-109: Save is disabled without a feature name', () => {
    expect(featureSaveBlocks({ ...good, sprintName: '  ' }, editMode)).toEqual(['name']);
  });
  it('P-110: Save is disabled without a phase', () => {
    expect(featureSaveBlocks({ ...good, phaseId: null }, editMode)).toEqual(['phase']);
  });
  it('P-111: Save is disabled without a process owner', () => {
    expect(featureSaveBlocks({ ...good, seniorManagerApproval: null }, editMode)).toEqual(['processOwner']);
  });
  it('P-112: Save is disabled without a request summary', () => {
    expect(featureSaveBlocks({ ...good, requestSummary: '' }, editMode)).toEqual(['requestSummary']);
  });
  it('P-113: Save is disabled without an original requestor in submit-CRF mode or when new', () => {
    const draft = { ...good, originalRequestor: null };
    expect(featureSaveBlocks(draft, editMode)).toEqual([]);
    expect(featureSaveBlocks(draft, { ...editMode, isNew: true })).toEqual(['originalRequestor']);
    expect(featureSaveBlocks(draft, { ...editMode, submitCrf: true })).toEqual(['originalRequestor']);
  });
  it('P-114: Save is disabled outside submit-CRF mode without a project or initiative', () => {
    expect(featureSaveBlocks({ ...good, projectId: 0 }, editMode)).toEqual(['projectOrInitiative']);
    expect(featureSaveBlocks({ ...good, milestoneId: null }, editMode)).toEqual(['projectOrInitiative']);
    expect(featureSaveBlocks({ ...good, milestoneId: null }, { ...editMode, submitCrf: true })).toEqual([]);
  });
  it('P-115: Save is disabled without a feature health', () => {
    expect(featureSaveBlocks({ ...good, healthStatusId: undefined }, editMode)).toEqual(['health']);
  });
  it('P-116: Save is disabled when the status comment exceeds 500 characters', () => {
    expect(featureSaveBlocks({ ...good, comment: 'x'.repeat(500) }, editMode)).toEqual([]);
    expect(featureSaveBlocks({ ...good, comment: 'x'.repeat(501) }, editMode)).toEqual(['commentTooLong']);
    expect(statusCommentError('x'.repeat(501))).toBe('Maximum character limit of 500 exceeded');
    expect(statusCommentError('x'.repeat(500))).toBeNull();
  });
});

describe('initiative, issue, comment, document and timesheet rules (spec 2 §5)', () => {
  const initiative = { projectID: 165, milestoneText: 'Wave 1', status: 'In Progress' };
  it('P-118: initiative Save is disabled without a project (id 0)', () => {
    expect(initiativeSaveBlocks({ ...initiative, projectID: 0 })).toEqual(['project']);
    expect(isInitiativeSaveDisabled(initiative)).toBe(false);
  });
  it('P-119: initiative Save is disabled without a name', () => {
    expect(initiativeSaveBlocks({ ...initiative, milestoneText: '' })).toEqual(['name']);
  });
  it('P-120: initiative Save is disabled without a status', () => {
    expect(initiativeSaveBlocks({ ...initiative, status: null })).toEqual(['status']);
  });
  const issue = { priority: 2, description: 'Late', status: 'Open', issueDate: '2026-11-01' };
  it('P-122: an issue requires its priority', () => {
    expect(issueMissingFields({ ...issue, priority: null })).toEqual(['priority']);
    expect(issueMissingFields({ ...issue, priority: 4 })).toEqual(['priority']);
    expect(issueMissingFields(issue)).toEqual([]);
  });
  it('P-123: an issue requires its description', () => {
    expect(issueMissingFields({ ...issue, description: ' ' })).toEqual(['description']);
  });
  it('P-124: an issue requires its status', () => {
    expect(issueMissingFields({ ...issue, status: '' })).toEqual(['status']);
  });
  it('P-125: an issue requires its issue date', () => {
    expect(issueMissingFields({ ...issue, issueDate: null })).toEqual(['issueDate']);
  });
  it('P-126: an issue comment requires its text', () => {
    expect(isIssueCommentValid('')).toBe(false);
    expect(isIssueCommentValid('Seen')).toBe(true);
  });
  it('P-127: a supporting document requires its link', () => {
    expect(isSupportingDocumentValid(null)).toBe(false);
    expect(isSupportingDocumentValid('https://docs.example/x')).toBe(true);
  });
  const entry = { date: '2026-11-20', hours: 2, categoryId: 1 };
  it('P-128: a timesheet entry requires its date', () => {
    expect(timesheetMissingFields({ ...entry, date: '' })).toEqual(['date']);
  });
  it('P-129: a timesheet entry requires its hours', () => {
    expect(timesheetMissingFields({ ...entry, hours: null })).toEqual(['hours']);
    expect(timesheetMissingFields({ ...entry, hours: '' })).toEqual(['hours']);
    expect(timesheetMissingFields({ ...entry, hours: '1.5' })).toEqual([]);
  });
  it('P-130: a timesheet entry requires its category', () => {
    expect(timesheetMissingFields({ ...entry, categoryId: 0 })).toEqual(['categoryId']);
    expect(isTimesheetSaveDisabled(entry)).toBe(false);
    expect(isTimesheetSaveDisabled({ ...entry, categoryId: 0 })).toBe(true);
  });
  it('P-138: the e-mail pattern accepts standard forms and bracketed IPv4 domains', () => {
    for (const ok of ['ann.lee@a1demo.com', 'a+b@mail.example.org', 'user@[192.168.0.1]'])
      expect(isProjectEmail(ok), ok).toBe(true);
    for (const bad of ['ann', 'ann@', '@x.com', 'user@[999.1.1.1]', 'a b@x.com', 'user@host'])
      expect(isProjectEmail(bad), bad).toBe(false);
  });
});

describe('process owners and saves (spec 2 §6, §8)', () => {
  const a = { appUserId: 1, userEmail: 'a@x.com', userFullName: 'Zoe' };
  const extra = { appUserId: 3802, userEmail: 'e@x.com', userFullName: 'Extra' };
  it('P-149: process owner choices are the role users plus the fixed extra user', () => {
    expect(processOwnerChoices([a], extra).map((u) => u.appUserId)).toEqual([3802, 1]);
    expect(processOwnerChoices([a, extra], extra)).toHaveLength(2);
  });
  it('P-150: the fixed extra process-owner user is 3802', () => {
    expect(PROJECT_FIXED_IDS.extraProcessOwnerUserId).toBe(3802);
  });
  it("P-151: a global user's new or submitted CRF defaults the process owner to the extra user", () => {
    expect(defaultProcessOwner(true, true, extra)).toBe(extra);
    expect(defaultProcessOwner(false, true, extra)).toBeNull();
    expect(defaultProcessOwner(true, false, extra)).toBeNull();
  });
  it('P-277: a save succeeds only on status 200, in responseStatus or at top level', () => {
    expect(isSaveSuccess({ responseStatus: { responseStatusCode: 200 } })).toBe(true);
    expect(isSaveSuccess({ status: 200 })).toBe(true);
    expect(isSaveSuccess({ responseStatus: { responseStatusCode: 400 } })).toBe(false);
    expect(isSaveSuccess({ status: 500 })).toBe(false);
    expect(isSaveSuccess(null)).toBe(false);
  });
  it('P-62: issue type 1 is an issue, 2 a risk', () => {
    expect([issueTypeName(1), issueTypeName(2), issueTypeName(3)]).toEqual(['Issue', 'Risk', null]);
  });
  it('P-63: issue priority 1 High, 2 Medium, 3 Low, only 1 to 3', () => {
    expect([1, 2, 3, 0, 4].map(issuePriorityName)).toEqual(['High', 'Medium', 'Low', null, null]);
  });
  it('P-286: dates are stored as YYYY-MM-DDTHH:mm:ss', () => {
    expect(toStoredDate('2026-11-23')).toBe('2026-11-23T00:00:00');
  });
  it('P-287: dates display as MM/DD/YYYY', () => {
    expect(toDisplayDate('2026-11-23T10:00:00')).toBe('11/23/2026');
    expect(toDisplayDate(null)).toBe('');
  });
});
