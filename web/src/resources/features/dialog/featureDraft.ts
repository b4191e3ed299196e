/** The feature dialog's form: the draft as typed, the lookups its choices come from, and the draft to and from the API. */
import { FEATURE_STATUSES } from '@a1/shared/constants/projecttracking';
import type { CrfDefaults, Phase, Project, Sprint, UserOption } from '@a1/shared/contract/projecttracking';
import { dayOf } from '../../projects/parts';

export interface Draft {
  sprintName: string;
  projectId: number | null;
  milestoneId: number | null;
  phaseId: number | null;
  status: string;
  healthStatusId: number | null;
  startDate: string;
  endDate: string;
  dueDate: string;
  requirementsDueDate: string;
  estimatedPoints: string;
  progress: string;
  sortOrder: string;
  originalRequestor: string;
  owner: string;
  seniorManagerApproval: string;
  businessAnalystName: string;
  customer: string;
  requestSummary: string;
  crfLink: string;
  sticker: string;
  comment: string;
  isEnabled: boolean;
  isEffort: boolean;
  /** The version the feature was read at, sent with the save (absent for a new one). */
  version?: number;
}

export interface Lookups {
  defaults: CrfDefaults;
  projects: Project[];
  phases: Phase[];
  health: { id: number; name: string }[];
  owners: UserOption[];
  users: { email: string; fullName: string }[];
}

export const toDraft = (s: Sprint): Draft => ({
  sprintName: s.sprintName,
  projectId: s.projectId,
  milestoneId: s.milestoneId,
  phaseId: s.phaseId,
  status: s.status ?? '',
  healthStatusId: s.healthStatusId,
  startDate: dayOf(s.startDate),
  endDate: dayOf(s.endDate),
  dueDate: dayOf(s.dueDate),
  requirementsDueDate: dayOf(s.requirementsDueDate),
  estimatedPoints: String(s.estimatedPoints ?? 0),
  progress: String(s.progress ?? 0),
  sortOrder: String(s.sortOrder ?? 0),
  originalRequestor: s.originalRequestor?.email ?? '',
  owner: s.owner?.email ?? '',
  seniorManagerApproval: s.seniorManagerApproval?.email ?? '',
  businessAnalystName: s.businessAnalystName ?? '',
  customer: s.customer ?? '',
  requestSummary: s.requestSummary ?? '',
  crfLink: s.crfLink ?? '',
  sticker: s.sticker ?? '',
  comment: s.comment ?? '',
  isEnabled: s.isEnabled,
  isEffort: s.isEffort,
  version: s.version,
});

export const person = (email: string) => (email.trim() ? { email: email.trim() } : null);
const day = (value: string) => (value ? value : null);
const int = (value: string) => (value.trim() === '' ? undefined : Math.trunc(Number(value)));

/** The saved fields of a draft, as Create and Update take them (the save rules have checked the required ones). */
export const featureBody = (d: Draft) => ({
  sprintName: d.sprintName.trim(),
  milestoneId: d.milestoneId!,
  projectId: d.projectId!,
  startDate: day(d.startDate),
  endDate: day(d.endDate),
  dueDate: day(d.dueDate),
  requirementsDueDate: day(d.requirementsDueDate),
  estimatedPoints: int(d.estimatedPoints) ?? 0,
  comment: d.comment || null,
  status: (FEATURE_STATUSES as readonly string[]).includes(d.status)
    ? (d.status as (typeof FEATURE_STATUSES)[number])
    : undefined,
  progress: int(d.progress) ?? 0,
  sortOrder: int(d.sortOrder) ?? 0,
  isEnabled: d.isEnabled,
  isEffort: d.isEffort,
  phaseId: d.phaseId!,
  originalRequestor: person(d.originalRequestor),
  owner: person(d.owner),
  seniorManagerApproval: person(d.seniorManagerApproval)!,
  healthStatusId: d.healthStatusId!,
  customer: d.customer || null,
  requestSummary: d.requestSummary,
  crfLink: d.crfLink || null,
  sticker: d.sticker || null,
});
