/**
 * KanbanBoard/ Issues (issues and risks), IssueComments and SupportingDocuments of a feature (spec 2 §7).
 * Issues and risks are always saved enabled; comments and documents are deleted softly (spec 2 §4).
 */
import { call } from './call.ts';
import { Id, STALE_VERSION_409, Strict, T } from './fields.ts';
import {
  Issue,
  IssueComment,
  IssueCommentUpdate,
  IssueUpdate,
  KANBAN_BASE,
  NewIssue,
  NewIssueComment,
  NewSupportingDocument,
  SupportingDocument,
  SupportingDocumentUpdate,
  projectEdit,
  projectRead,
} from './projecttracking-shapes.ts';

const SHAPE_OURS = 'Body shape not shown in the spec: the fields of spec 2 §3.';

export const projectTrackingIssueCalls = {
  kanbanIssues: call({
    method: 'GET',
    path: `${KANBAN_BASE}/Issues`,
    summary: "A feature's issues (IssueType 1) or risks (IssueType 2).",
    permission: projectRead,
    query: Strict({ IssueType: T.Union([T.Literal(1), T.Literal(2)]), SprintId: Id }),
    payload: 'issues',
    response: T.Array(Issue),
  }),
  kanbanIssueCreate: call({
    method: 'POST',
    path: `${KANBAN_BASE}/Issues`,
    summary: 'Creates an issue or risk, always enabled.',
    permission: projectEdit,
    body: NewIssue,
    payload: 'issues',
    response: T.Array(Issue),
    ours: SHAPE_OURS,
  }),
  kanbanIssueUpdate: call({
    method: 'PUT',
    path: `${KANBAN_BASE}/Issues`,
    summary: `Updates an issue or risk, always saved enabled. ${STALE_VERSION_409}`,
    permission: projectEdit,
    body: IssueUpdate,
    payload: 'issues',
    response: T.Array(Issue),
    ours: SHAPE_OURS,
  }),
  kanbanIssueComments: call({
    method: 'GET',
    path: `${KANBAN_BASE}/IssueComments`,
    summary: "An issue's enabled comments, newest first.",
    permission: projectRead,
    query: Strict({ IssueId: Id }),
    payload: 'issueComments',
    response: T.Array(IssueComment),
  }),
  kanbanIssueCommentCreate: call({
    method: 'POST',
    path: `${KANBAN_BASE}/IssueComments`,
    summary: "Adds a comment to an issue or risk (it becomes the issue's latest comment).",
    permission: projectEdit,
    body: NewIssueComment,
    payload: 'issueComments',
    response: T.Array(IssueComment),
    ours: SHAPE_OURS,
  }),
  kanbanIssueCommentUpdate: call({
    method: 'PUT',
    path: `${KANBAN_BASE}/IssueComments`,
    summary: 'Edits an issue comment; isEnabled false is its (soft) delete.',
    permission: projectEdit,
    body: IssueCommentUpdate,
    payload: 'issueComments',
    response: T.Array(IssueComment),
    ours: SHAPE_OURS,
  }),
  kanbanSupportingDocuments: call({
    method: 'GET',
    path: `${KANBAN_BASE}/SupportingDocuments`,
    summary: "A feature's enabled supporting-document links.",
    permission: projectRead,
    query: Strict({ FeatureId: Id }),
    payload: 'featureSupportingDocuments',
    response: T.Array(SupportingDocument),
  }),
  kanbanSupportingDocumentCreate: call({
    method: 'POST',
    path: `${KANBAN_BASE}/SupportingDocuments`,
    summary: 'Adds a supporting-document link to a feature.',
    permission: projectEdit,
    body: NewSupportingDocument,
    payload: 'featureSupportingDocuments',
    response: T.Array(SupportingDocument),
    ours: SHAPE_OURS,
  }),
  kanbanSupportingDocumentUpdate: call({
    method: 'PUT',
    path: `${KANBAN_BASE}/SupportingDocuments`,
    summary: 'Edits a supporting-document link; is_Enabled false is its (soft) delete.',
    permission: projectEdit,
    body: SupportingDocumentUpdate,
    payload: 'featureSupportingDocuments',
    response: T.Array(SupportingDocument),
    ours: SHAPE_OURS,
  }),
} as const;
