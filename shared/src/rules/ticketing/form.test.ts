import { describe, expect, it } from 'vitest';
import {
  applyOrRevert,
  canSave,
  canSaveText,
  commentRequired,
  descriptionPlaceholderKey,
  isSortPriority,
  laneChangeComment,
  linkedTickets,
  missingFields,
  newTicketDefaults,
  offeredScheduleGroups,
  pointsTotal,
  qaTicketFrom,
  scheduleGroupRequired,
  testCaseDeletion,
  testCaseMissing,
  timesheetMissing,
  type TicketFormValues,
} from './form.ts';
import { SORT_PRIORITIES, TEST_STATUSES, TICKET_PRIORITIES, TICKET_TYPES } from '../../constants/ticketing-ui.ts';

const context = { specialProjectId: 165, itTab: true, savedLaneId: 1 };
const valid: TicketFormValues = {
  ticketId: 10,
  title: 'Printer jam',
  type: 'Issue',
  priority: 'High',
  description: '<p>It jams</p>',
  projectId: 881,
  sprintId: 13837,
  laneId: 1,
  healthStatusId: 1,
  sortPriority: 4,
};

describe('ticket form required fields (spec 3 §5)', () => {
  it('T-142: title is required', () => {
    expect(missingFields({ ...valid, title: '  ' }, context)).toEqual(['title']);
  });
  it('T-143: type is required', () => {
    expect(missingFields({ ...valid, type: null }, context)).toEqual(['type']);
  });
  it('T-144: priority is required', () => {
    expect(missingFields({ ...valid, priority: '' }, context)).toEqual(['priority']);
  });
  it('T-145: description is required (an empty editor counts as empty)', () => {
    expect(missingFields({ ...valid, description: '<p><br></p>' }, context)).toEqual(['description']);
    expect(missingFields({ ...valid, description: null }, context)).toEqual(['description']);
  });
  it('T-146: the form cannot be submitted while invalid', () => {
    expect(canSave(valid, context)).toBe(true);
    expect(canSave({ ...valid, title: '' }, context)).toBe(false);
  });
  it('T-147: feature (sprint) is required', () => {
    expect(missingFields({ ...valid, sprintId: null }, context)).toEqual(['sprintId']);
  });
  it('T-148: ticket health is required and defaults to 1', () => {
    expect(missingFields({ ...valid, healthStatusId: null }, context)).toEqual(['healthStatusId']);
    expect(newTicketDefaults({ projectId: 881, milestoneId: 4317, sprintId: 13837 }).healthStatusId).toBe(1);
  });
  it('T-118: project 165 in lane 2 requires a schedule group', () => {
    expect(scheduleGroupRequired(165, 2, 165)).toBe(true);
    expect(scheduleGroupRequired(165, 3, 165)).toBe(false);
    expect(scheduleGroupRequired(881, 2, 165)).toBe(false);
    const lane2 = { ...valid, projectId: 165, laneId: 2, newComment: 'why' };
    expect(missingFields(lane2, context)).toEqual(['scheduleGroupId']);
    expect(missingFields({ ...lane2, scheduleGroupId: 9 }, context)).toEqual([]);
  });
  it('T-149: Save is disabled while the mandatory lane comment is empty', () => {
    const moved = { ...valid, laneId: 7 };
    expect(canSave(moved, context)).toBe(false);
    expect(missingFields(moved, context)).toEqual(['newComment']);
    expect(canSave({ ...moved, newComment: 'Blocked on vendor' }, context)).toBe(true);
  });
  it('T-150: a new comment is required before it can be saved', () => {
    expect(canSaveText('')).toBe(false);
    expect(canSaveText('<p> </p>')).toBe(false);
    expect(canSaveText('<p>ok</p>')).toBe(true);
  });
  it('T-151: a new checklist item is required before it can be saved', () => {
    expect(canSaveText('   ')).toBe(false);
    expect(canSaveText('Check the logs')).toBe(true);
  });
  it('T-152: a notification email is required before it can be saved', () => {
    expect(canSaveText(null)).toBe(false);
    expect(canSaveText('a@b.c')).toBe(true);
  });
  it('T-153: test case description is required', () => {
    expect(testCaseMissing({ testCaseDescription: '', testStatus: 'Pass' })).toEqual(['testCaseDescription']);
  });
  it('T-154: test case status is required', () => {
    expect(testCaseMissing({ testCaseDescription: 'Login works', testStatus: null })).toEqual(['testStatus']);
    expect(testCaseMissing({ testCaseDescription: 'Login works', testStatus: 'Not Tested' })).toEqual([]);
  });
  it('T-155: timesheet date is required', () => {
    expect(timesheetMissing({ hours: 1, categoryId: 2 })).toEqual(['date']);
  });
  it('T-156: timesheet hours are required', () => {
    expect(timesheetMissing({ date: '2026-01-02', categoryId: 2 })).toEqual(['hours']);
  });
  it('T-157: timesheet description (category) is required', () => {
    expect(timesheetMissing({ date: '2026-01-02', hours: 1.5 })).toEqual(['categoryId']);
    expect(timesheetMissing({ date: '2026-01-02', hours: 1.5, categoryId: 3 })).toEqual([]);
  });
});

describe('defaults and option lists (spec 3 §4, §5, §9)', () => {
  it('T-114: new tickets default to lane Next (id 1)', () => {
    expect(newTicketDefaults({ projectId: 1, milestoneId: 2, sprintId: 3 }).laneId).toBe(1);
  });
  it('T-160: points default to 0.25', () => {
    expect(newTicketDefaults({ projectId: 1, milestoneId: 2, sprintId: 3 }).points).toBe(0.25);
  });
  it('T-161: sort priority choices are 1 to 9', () => {
    expect([...SORT_PRIORITIES]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(isSortPriority(0)).toBe(false);
    expect(isSortPriority(10)).toBe(false);
    expect(missingFields({ ...valid, sortPriority: 10 }, context)).toEqual(['sortPriority']);
  });
  it('T-162: sort priority defaults to 4', () => {
    expect(newTicketDefaults({ projectId: 1, milestoneId: 2, sprintId: 3 }).sortPriority).toBe(4);
  });
  it('a new ticket starts in the placement it is given (881/4317/13837 from the settings)', () => {
    expect(newTicketDefaults({ projectId: 881, milestoneId: 4317, sprintId: 13837 })).toMatchObject({
      projectId: 881,
      milestoneId: 4317,
      sprintId: 13837,
    });
  });
  it('T-119: type options', () => {
    expect([...TICKET_TYPES]).toEqual(['Issue', 'Enhancement', 'Report', 'Requirements', 'Bug', 'Testing']);
  });
  it('T-120: priority options', () => {
    expect([...TICKET_PRIORITIES]).toEqual(['High', 'Medium', 'Low', 'Severe']);
  });
  it('T-121: test status options', () => {
    expect([...TEST_STATUSES]).toEqual(['Not Tested', 'Pass', 'Fail']);
  });
  it('T-175: only future schedule groups, or the ticket’s own, are offered', () => {
    const groups = [
      { scheduleGroupId: 1, isFutureGroup: false },
      { scheduleGroupId: 2, isFutureGroup: true },
      { scheduleGroupId: 3, isFutureGroup: false },
    ];
    expect(offeredScheduleGroups(groups).map((g) => g.scheduleGroupId)).toEqual([2]);
    expect(offeredScheduleGroups(groups, 3).map((g) => g.scheduleGroupId)).toEqual([2, 3]);
  });
  it('T-420: the points total shows two decimals', () => {
    expect(pointsTotal([0.25, 1, '0.5', null])).toBe('1.75');
    expect(pointsTotal([])).toBe('0.00');
  });
});

describe('lanes (spec 3 §4)', () => {
  it('T-115: moving an existing ticket to lane 2 or 7 makes a comment mandatory', () => {
    expect(commentRequired(false, 1, 2)).toBe(true);
    expect(commentRequired(false, 1, 7)).toBe(true);
    expect(commentRequired(false, 1, 3)).toBe(false);
    // Not for a new ticket, nor when the lane is unchanged.
    expect(commentRequired(true, undefined, 2)).toBe(false);
    expect(commentRequired(false, 2, 2)).toBe(false);
  });
  it('T-117: the automatic comment says who changed the lane from which lane to which', () => {
    expect(laneChangeComment('Sam Patel', 'Next', 'In Progress')).toBe(
      'Sam Patel changed the lane from Next to In Progress',
    );
  });
});

describe('description (spec 3 §2, §5)', () => {
  it('T-42: linked tickets come from #number references in the description', () => {
    expect(linkedTickets('<p>See #12 and #340, also #12 again</p>')).toEqual([12, 340]);
    expect(linkedTickets('no links here')).toEqual([]);
    expect(linkedTickets('self #5', 5)).toEqual([]);
  });
  it('T-158: only numbers between 1 and 999998 are recognised', () => {
    expect(linkedTickets('#0 #1 #999998 #999999 #1000000')).toEqual([1, 999998]);
  });
  it('T-159: with priority Severe the description asks for a cell phone number', () => {
    expect(descriptionPlaceholderKey('Severe')).toBe('severe');
    for (const p of ['High', 'Medium', 'Low', null]) expect(descriptionPlaceholderKey(p)).toBe('default');
  });
});

describe('QA ticket (spec 3 §9)', () => {
  const qa = qaTicketFrom({ ticketId: 9, title: 'Label misprint', description: 'Steps', points: 3, laneId: 4 });
  it('T-421: lane id 5', () => expect(qa.laneId).toBe(5));
  it('T-422: points 1', () => expect(qa.points).toBe(1));
  it('T-423: sort priority 4', () => expect(qa.sortPriority).toBe(4));
  it('T-424: type Testing', () => expect(qa.type).toBe('Testing'));
  it('T-425: title and description prefixed QA:', () => {
    expect(qa.title).toBe('QA: Label misprint');
    expect(qa.description).toBe('QA: Steps');
    expect(qa.ticketId).toBe(0);
  });
});

describe('tab edits (spec 3 §4, §8)', () => {
  it('T-132: deleting a test case is a save with isenabled false', () => {
    expect(testCaseDeletion({ testCaseId: 3, isenabled: true })).toEqual({ testCaseId: 3, isenabled: false });
  });
  it('a falsy server result reverts the local change', () => {
    expect(applyOrRevert('old', 'new', 0)).toBe('old');
    expect(applyOrRevert('old', 'new', false)).toBe('old');
    expect(applyOrRevert('old', 'new', 1)).toBe('new');
  });
});
