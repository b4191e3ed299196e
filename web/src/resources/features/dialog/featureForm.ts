/**
 * The feature dialog's form values: a feature as its inputs hold it (people by e-mail, days as YYYY-MM-DD, numbers
 * as typed), a new feature's starting values, the body a save sends, and what keeps Save disabled (the shared
 * featureSaveBlocks of spec 2 §5, over the whole form whatever tab shows).
 */
import { FEATURE_STATUSES } from '@a1/shared/constants/projecttracking';
import type { CrfDefaults, Sprint } from '@a1/shared/contract/projecttracking';
import { featureSaveBlocks, type FeatureFormMode, type FeatureSaveBlock } from '@a1/shared/rules/projecttracking/index';
import { dayOf, today } from '../../projects/dates';

export interface FeatureValues {
  sprintName: string;
  projectId: number | null;
  milestoneId: number | null;
  phaseId: number | null;
  status: string | null;
  healthStatusId: number | null;
  startDate: string;
  endDate: string;
  dueDate: string;
  requirementsDueDate: string;
  estimatedPoints: string;
  progress: string;
  sortOrder: string;
  originalRequestor: string | null;
  owner: string | null;
  seniorManagerApproval: string | null;
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

export const toValues = (s: Sprint): FeatureValues => ({
  sprintName: s.sprintName,
  projectId: s.projectId,
  milestoneId: s.milestoneId,
  phaseId: s.phaseId,
  status: s.status ?? null,
  healthStatusId: s.healthStatusId,
  startDate: dayOf(s.startDate),
  endDate: dayOf(s.endDate),
  dueDate: dayOf(s.dueDate),
  requirementsDueDate: dayOf(s.requirementsDueDate),
  estimatedPoints: String(s.estimatedPoints ?? 0),
  progress: String(s.progress ?? 0),
  sortOrder: String(s.sortOrder ?? 0),
  originalRequestor: s.originalRequestor?.email ?? null,
  owner: s.owner?.email ?? null,
  seniorManagerApproval: s.seniorManagerApproval?.email ?? null,
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

/**
 * A new feature: Submit CRF starts from the CRF defaults of shell §9, a new feature from the grid from its row
 * (spec 2 §4); the current user owns it and the process owner is the defaults' (global callers, shell §6).
 */
export const newValues = (
  defaults: CrfDefaults,
  from: { submitCrf: boolean; projectId?: number; milestoneId?: number; owner: string | null },
): FeatureValues => ({
  sprintName: '',
  projectId: from.submitCrf ? defaults.projectId : (from.projectId ?? null),
  milestoneId: from.submitCrf ? defaults.milestoneId : (from.milestoneId ?? null),
  phaseId: defaults.phaseId,
  status: null,
  healthStatusId: null,
  startDate: today(),
  endDate: '',
  dueDate: '',
  requirementsDueDate: '',
  estimatedPoints: '0',
  progress: '0',
  sortOrder: from.submitCrf ? String(defaults.sortOrder) : '0',
  originalRequestor: null,
  owner: from.owner,
  seniorManagerApproval: defaults.processOwnerEmail ?? null,
  businessAnalystName: '',
  customer: '',
  requestSummary: '',
  crfLink: '',
  sticker: '',
  comment: '',
  isEnabled: true,
  isEffort: false,
});

const person = (email: string | null | undefined) => (email?.trim() ? { email: email.trim() } : null);
const day = (value: string) => (value ? value : null);
const int = (value: string) => (value.trim() === '' ? undefined : Math.trunc(Number(value)));

/** Why Save is disabled (spec 2 §5), none when it may save. */
export const saveBlocksOf = (v: Partial<FeatureValues>, mode: FeatureFormMode): FeatureSaveBlock[] =>
  featureSaveBlocks(
    {
      sprintName: v.sprintName,
      phaseId: v.phaseId,
      seniorManagerApproval: person(v.seniorManagerApproval),
      requestSummary: v.requestSummary,
      originalRequestor: person(v.originalRequestor),
      projectId: v.projectId,
      milestoneId: v.milestoneId,
      healthStatusId: v.healthStatusId,
      comment: v.comment,
    },
    mode,
  );

/** The saved fields, as Create and Update take them (the save rules have checked the required ones). */
export const featureBody = (v: FeatureValues) => ({
  sprintName: v.sprintName.trim(),
  milestoneId: v.milestoneId!,
  projectId: v.projectId!,
  startDate: day(v.startDate),
  endDate: day(v.endDate),
  dueDate: day(v.dueDate),
  requirementsDueDate: day(v.requirementsDueDate),
  estimatedPoints: int(v.estimatedPoints) ?? 0,
  comment: v.comment || null,
  status: (FEATURE_STATUSES as readonly (string | null)[]).includes(v.status)
    ? (v.status as (typeof FEATURE_STATUSES)[number])
    : undefined,
  progress: int(v.progress) ?? 0,
  sortOrder: int(v.sortOrder) ?? 0,
  isEnabled: v.isEnabled,
  isEffort: v.isEffort,
  phaseId: v.phaseId!,
  originalRequestor: person(v.originalRequestor),
  owner: person(v.owner),
  seniorManagerApproval: person(v.seniorManagerApproval)!,
  healthStatusId: v.healthStatusId!,
  customer: v.customer || null,
  requestSummary: v.requestSummary,
  crfLink: v.crfLink || null,
  sticker: v.sticker || null,
});
