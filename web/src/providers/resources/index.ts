/** The dataProvider's table of each resource, by resource name (loaded on demand: see dataProvider.ts). */
import type { ResourceCalls } from './types';
import { jobs } from './jobs';
import { tickets } from './tickets';
import { initiatives } from './initiatives';
import { features } from './features';
import { issues } from './issues';
import { timesheets } from './timesheets';
import { packages } from './packages';
import { packageNotes } from './packageNotes';
import { receivingJobs } from './receivingJobs';
import { receivingAttachments } from './receivingAttachments';
import { receivingManifests } from './receivingManifests';
import { packageIssues, problemFilters } from './problems';
import { packageIssueAttachments, packageIssueComments } from './problemCards';
import { users } from './users';
import { roles } from './roles';
import { translations } from './translations';

export const RESOURCES: Record<string, ResourceCalls> = {
  jobs,
  tickets,
  initiatives,
  features,
  issues,
  timesheets,
  packages,
  'package-notes': packageNotes,
  'receiving-jobs': receivingJobs,
  'receiving-attachments': receivingAttachments,
  'receiving-manifests': receivingManifests,
  'package-issues': packageIssues,
  'package-issue-comments': packageIssueComments,
  'package-issue-attachments': packageIssueAttachments,
  'problem-filters': problemFilters,
  users,
  roles,
  translations,
};
