/** The feature dialog's values: a stored feature saved back as read, a new one's start, and what blocks Save. */
import { describe, expect, it } from 'vitest';
import type { CrfDefaults, Sprint } from '@a1/shared/contract/projecttracking';
import { featureBody, newValues, saveBlocksOf, toValues } from './featureForm';

const stored: Sprint = {
  sprintId: 41,
  sprintName: 'Parcel lockers',
  milestoneId: 7,
  milestoneText: 'Depot 2027',
  projectId: 3,
  startDate: '2026-03-02T00:00:00',
  endDate: null,
  dueDate: '2026-06-30T00:00:00',
  requirementsDueDate: null,
  estimatedPoints: 13,
  comment: 'Waiting for the landlord.',
  status: 'In Progress',
  progress: 40,
  sortOrder: 2,
  isEnabled: true,
  isEffort: false,
  phaseId: 106,
  originalRequestor: { email: 'ana@a1demo.com' },
  owner: null,
  seniorManagerApproval: { email: 'nico@a1demo.com' },
  healthStatusId: 1,
  customer: null,
  requestSummary: 'Lockers at the depot.',
  crfLink: null,
  businessAnalystId: null,
  businessAnalystName: null,
  sticker: null,
  version: 5,
};

const defaults: CrfDefaults = {
  projectId: 9,
  milestoneId: 90,
  phaseId: 106,
  sortOrder: 50,
  placeholderLaneId: 5,
  extraProcessOwnerUserId: 12,
  isGlobal: true,
  processOwnerEmail: 'nico@a1demo.com',
};

const edit = { readOnly: false, submitCrf: false, isNew: false };

describe('the feature form', () => {
  it('P-53: a stored feature read into the form is saved back with the same fields, its comment the status comment', () => {
    expect(featureBody(toValues(stored))).toEqual({
      sprintName: 'Parcel lockers',
      milestoneId: 7,
      projectId: 3,
      startDate: '2026-03-02',
      endDate: null,
      dueDate: '2026-06-30',
      requirementsDueDate: null,
      estimatedPoints: 13,
      comment: 'Waiting for the landlord.',
      status: 'In Progress',
      progress: 40,
      sortOrder: 2,
      isEnabled: true,
      isEffort: false,
      phaseId: 106,
      originalRequestor: { email: 'ana@a1demo.com' },
      owner: null,
      seniorManagerApproval: { email: 'nico@a1demo.com' },
      healthStatusId: 1,
      customer: null,
      requestSummary: 'Lockers at the depot.',
      crfLink: null,
      sticker: null,
    });
    expect(toValues(stored).version).toBe(5);
  });

  it('P-109 P-112 P-113 P-115: a new feature from the grid waits for name, summary, requestor and health', () => {
    const fresh = newValues(defaults, { submitCrf: false, projectId: 3, milestoneId: 7, owner: 'ana@a1demo.com' });
    expect(fresh).toMatchObject({
      projectId: 3,
      milestoneId: 7,
      phaseId: 106,
      sortOrder: '0',
      owner: 'ana@a1demo.com',
    });
    expect(saveBlocksOf(fresh, { ...edit, isNew: true })).toEqual([
      'name',
      'requestSummary',
      'originalRequestor',
      'health',
    ]);
    const filled = {
      ...fresh,
      sprintName: 'Lockers',
      requestSummary: 'Evening pickup.',
      originalRequestor: 'ana@a1demo.com',
      healthStatusId: 1,
    };
    expect(saveBlocksOf(filled, { ...edit, isNew: true })).toEqual([]);
  });

  it('P-108 P-111 P-114: Submit CRF starts from the CRF defaults; read-only, no process owner or initiative block Save', () => {
    const crf = newValues(defaults, { submitCrf: true, owner: 'ana@a1demo.com' });
    expect(crf).toMatchObject({
      projectId: 9,
      milestoneId: 90,
      sortOrder: '50',
      seniorManagerApproval: 'nico@a1demo.com',
    });
    const values = toValues(stored);
    expect(saveBlocksOf({ ...values, seniorManagerApproval: null }, edit)).toEqual(['processOwner']);
    expect(saveBlocksOf({ ...values, milestoneId: null }, edit)).toEqual(['projectOrInitiative']);
    expect(saveBlocksOf(values, { ...edit, readOnly: true })).toEqual(['readOnly']);
  });
});
