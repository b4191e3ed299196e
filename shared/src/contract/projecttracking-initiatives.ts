/**
 * KanbanBoard/ Project, Milestone (initiatives), Sprint (features, CRFs) and ProjectTimesheet (spec 2 §7).
 * A new feature is saved with its four placeholder tickets in one transaction (spec 2 §4); moving a feature moves
 * its tickets. Saves answer 200 in responseStatus or fail with a message (spec 2 §8).
 */
import { call } from './call.ts';
import { Id, STALE_VERSION_409, Strict, T } from './fields.ts';
import {
  KANBAN_BASE,
  Milestone,
  MilestoneUpdate,
  NewMilestone,
  NewProject,
  NewProjectTimesheet,
  NewSprint,
  Project,
  ProjectTimesheet,
  ProjectTimesheetUpdate,
  ProjectUpdate,
  Sprint,
  SprintUpdate,
  projectEdit,
  projectRead,
} from './projecttracking-shapes.ts';
import { check } from './call.ts';

const SHAPE_OURS = 'Body shape not shown in the spec: the fields of spec 2 §3.';

export const projectTrackingInitiativeCalls = {
  kanbanProjects: call({
    method: 'GET',
    path: `${KANBAN_BASE}/Project`,
    summary: 'The projects, or the one of projectId (api/a1/KanbanBoard/project?projectId=).',
    permission: projectRead,
    query: Strict({ projectId: T.Optional(Id) }),
    response: T.Array(Project),
  }),
  kanbanProjectCreate: call({
    method: 'POST',
    path: `${KANBAN_BASE}/Project`,
    summary: 'Creates a project.',
    permission: projectEdit,
    body: NewProject,
    response: Project,
    ours: SHAPE_OURS,
  }),
  kanbanProjectUpdate: call({
    method: 'PUT',
    path: `${KANBAN_BASE}/Project`,
    summary: 'Updates a project.',
    permission: projectEdit,
    body: ProjectUpdate,
    response: Project,
    ours: SHAPE_OURS,
  }),
  kanbanMilestones: call({
    method: 'GET',
    path: `${KANBAN_BASE}/Milestone`,
    summary: 'Initiatives: of a project (ProjectID), the one a card belongs to (CardID), or all enabled ones.',
    permission: projectRead,
    query: Strict({
      CardID: T.Optional(Id),
      ProjectID: T.Optional(Id),
      /** Ours: one initiative by id. */
      MilestoneID: T.Optional(Id),
      /** Ours: include disabled initiatives. */
      includeDisabled: T.Optional(T.Boolean()),
    }),
    payload: 'milestones',
    response: T.Array(Milestone),
  }),
  kanbanMilestoneCreate: call({
    method: 'POST',
    path: `${KANBAN_BASE}/Milestone`,
    summary:
      'Creates an initiative (and, with defaultFeatureName, its first feature with its placeholder tickets); answers milestones.',
    permission: projectEdit,
    body: NewMilestone,
    payload: 'milestones',
    response: T.Array(Milestone),
    ours: SHAPE_OURS,
  }),
  kanbanMilestoneUpdate: call({
    method: 'PUT',
    path: `${KANBAN_BASE}/Milestone`,
    summary: `Updates an initiative, recording each changed field in its history; answers milestones. ${STALE_VERSION_409}`,
    permission: projectEdit,
    body: MilestoneUpdate,
    payload: 'milestones',
    response: T.Array(Milestone),
    ours: SHAPE_OURS,
  }),
  kanbanMilestoneDelete: call({
    method: 'DELETE',
    path: `${KANBAN_BASE}/Milestone`,
    summary: 'Soft-deletes an initiative (MilestoneID, UserName): saved with isEnabled false.',
    permission: projectEdit,
    query: Strict({ MilestoneID: Id, UserName: T.Optional(T.String({ maxLength: 320 })) }),
    response: T.Integer({ description: 'How many initiatives were disabled (0 or 1).' }),
  }),
  kanbanSprints: call({
    method: 'GET',
    path: `${KANBAN_BASE}/Sprint`,
    summary: 'Features (sprints), of one initiative when milestoneId is given.',
    permission: projectRead,
    query: Strict({
      milestoneId: T.Optional(Id),
      /** Ours: one feature by id. */
      sprintId: T.Optional(Id),
      /** Ours: include disabled features. */
      includeDisabled: T.Optional(T.Boolean()),
    }),
    payload: 'sprints',
    response: T.Array(Sprint),
  }),
  kanbanSprintCreate: call({
    method: 'POST',
    path: `${KANBAN_BASE}/Sprint`,
    summary:
      'Creates a feature (CRF) with its four placeholder tickets and pending attachments, in one transaction; answers sprints.',
    // Submit CRF is in every internal user's menu (shell §2 User menu).
    permission: check('internal'),
    body: NewSprint,
    payload: 'sprints',
    response: T.Array(Sprint),
    ours: SHAPE_OURS,
  }),
  kanbanSprintUpdate: call({
    method: 'PUT',
    path: `${KANBAN_BASE}/Sprint`,
    summary: `Updates a feature; moving it to another initiative or project moves its tickets too; history recorded; answers sprints. ${STALE_VERSION_409}`,
    permission: projectEdit,
    body: SprintUpdate,
    payload: 'sprints',
    response: T.Array(Sprint),
    ours: SHAPE_OURS,
  }),
  kanbanProjectTimesheets: call({
    method: 'GET',
    path: `${KANBAN_BASE}/ProjectTimesheet`,
    summary: "A project's enabled timesheet entries (ProjectID).",
    permission: projectRead,
    query: Strict({ ProjectID: Id }),
    response: T.Array(ProjectTimesheet),
  }),
  kanbanProjectTimesheetCreate: call({
    method: 'POST',
    path: `${KANBAN_BASE}/ProjectTimesheet`,
    summary: 'Books time on a project for the caller.',
    permission: projectEdit,
    body: NewProjectTimesheet,
    response: ProjectTimesheet,
    ours: SHAPE_OURS,
  }),
  kanbanProjectTimesheetUpdate: call({
    method: 'PUT',
    path: `${KANBAN_BASE}/ProjectTimesheet`,
    summary: 'Edits a project timesheet entry (isEnabled false deletes it softly).',
    permission: projectEdit,
    body: ProjectTimesheetUpdate,
    response: ProjectTimesheet,
    ours: SHAPE_OURS,
  }),
  kanbanProjectTimesheetDelete: call({
    method: 'DELETE',
    path: `${KANBAN_BASE}/ProjectTimesheet`,
    summary: 'Soft-deletes a project timesheet entry (ProjectTimesheetID).',
    permission: projectEdit,
    query: Strict({ ProjectTimesheetID: Id }),
    response: T.Integer({ description: 'How many entries were disabled (0 or 1).' }),
  }),
} as const;
