/**
 * Project grid, lookups, projects, initiatives, features, timesheets, issues, documents and the registers. Thin:
 * entry → service.
 */
import { A1 } from '@a1/shared';
import { route } from '../../http/route.ts';
import { editorOf } from '../../auth/record-owner.ts';
import type { Area } from '../area.ts';
import { historyOf } from './history.ts';
import { isGlobalUser, userById, usersWithRole } from './people.ts';
import { customerList, phaseList, projectGrid } from './grid-service.ts';
import { businessAnalysts, crfDefaults, processOwners } from './lookups-service.ts';
import { createSprint, featureCounts, listSprints, updateSprint } from './features-service.ts';
import {
  createMilestone,
  createProject,
  createProjectTimesheet,
  deleteMilestone,
  deleteProjectTimesheet,
  listMilestones,
  listProjects,
  listProjectTimesheets,
  updateMilestone,
  updateProject,
  updateProjectTimesheet,
} from './initiatives-service.ts';
import {
  createIssue,
  createIssueComment,
  createSupportingDocument,
  listIssueComments,
  listIssues,
  listSupportingDocuments,
  updateIssue,
  updateIssueComment,
  updateSupportingDocument,
} from './issues-service.ts';
import { issueRegister, timesheetRegister } from './registers-service.ts';

export const projectTrackingRoutes: Area = async (app, { db }) => {
  // Project grid and lookups.
  route(app, A1.projectGrid, ({ query }) => projectGrid(db, query.customFilterName));
  route(app, A1.projectPhaseList, () => phaseList(db));
  route(app, A1.projectCustomerList, () => customerList(db));
  route(app, A1.businessAnalysts, () => businessAnalysts(db));
  route(app, A1.processOwners, () => processOwners(db));
  route(app, A1.projectUsersByRole, ({ query }) => usersWithRole(db, query.roleName));
  route(app, A1.projectUserById, ({ query }) => userById(db, query.appUserId));
  route(app, A1.projectIsGlobal, ({ user }) => isGlobalUser(db, user.userId));
  route(app, A1.crfDefaults, ({ user }) => crfDefaults(db, user.userId));
  route(app, A1.featureCounts, ({ query }) => featureCounts(db, query.sprintId));
  route(app, A1.projectHistory, ({ query }) => historyOf(db, query.objectType, query.objectId));

  // Projects.
  route(app, A1.kanbanProjects, ({ query }) => listProjects(db, query.projectId));
  route(app, A1.kanbanProjectCreate, ({ body }) => createProject(db, body));
  route(app, A1.kanbanProjectUpdate, ({ body }) => updateProject(db, body));

  // Initiatives (milestones).
  route(app, A1.kanbanMilestones, ({ query }) => listMilestones(db, query));
  route(app, A1.kanbanMilestoneCreate, ({ body, user }) => createMilestone(db, user, body));
  route(app, A1.kanbanMilestoneUpdate, ({ body, user }) => updateMilestone(db, user, body));
  route(app, A1.kanbanMilestoneDelete, ({ query, user }) => deleteMilestone(db, user, query.MilestoneID));

  // Features (sprints).
  route(app, A1.kanbanSprints, ({ query }) => listSprints(db, query));
  route(app, A1.kanbanSprintCreate, ({ body, user }) => createSprint(db, user, body));
  route(app, A1.kanbanSprintUpdate, ({ body, user }) => updateSprint(db, user, body));

  // Project timesheets.
  route(app, A1.kanbanProjectTimesheets, ({ query }) => listProjectTimesheets(db, query.ProjectID));
  route(app, A1.kanbanProjectTimesheetCreate, ({ body, user }) => createProjectTimesheet(db, user, body));
  route(app, A1.kanbanProjectTimesheetUpdate, ({ body, user, request }) =>
    updateProjectTimesheet(db, editorOf(db, request, user), body),
  );
  route(app, A1.kanbanProjectTimesheetDelete, ({ query, user, request }) =>
    deleteProjectTimesheet(db, editorOf(db, request, user), query.ProjectTimesheetID),
  );

  // Issues and risks, their comments, supporting documents.
  route(app, A1.kanbanIssues, ({ query }) => listIssues(db, query.IssueType, query.SprintId));
  route(app, A1.kanbanIssueCreate, ({ body, user }) => createIssue(db, user, body));
  route(app, A1.kanbanIssueUpdate, ({ body, user }) => updateIssue(db, user, body));
  route(app, A1.kanbanIssueComments, ({ query }) => listIssueComments(db, query.IssueId));
  route(app, A1.kanbanIssueCommentCreate, ({ body, user }) => createIssueComment(db, user, body));
  route(app, A1.kanbanIssueCommentUpdate, ({ body, user, request }) =>
    updateIssueComment(db, editorOf(db, request, user), body),
  );
  route(app, A1.kanbanSupportingDocuments, ({ query }) => listSupportingDocuments(db, query.FeatureId));
  route(app, A1.kanbanSupportingDocumentCreate, ({ body, user }) => createSupportingDocument(db, user, body));
  route(app, A1.kanbanSupportingDocumentUpdate, ({ body }) => updateSupportingDocument(db, body));

  // The registers across every feature and initiative (ours, issue 24).
  route(app, A1.issueRegister, ({ query }) => issueRegister(db, query));
  route(app, A1.timesheetRegister, ({ query }) => timesheetRegister(db, query));
};
