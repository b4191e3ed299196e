/** Project-tracking test data: a new feature (CRF) of the demo's project 165, initiative 442, as POST Sprint takes it. */
export const newFeatureBody = (name: string, requestSummary: string, extra: Record<string, unknown> = {}) => ({
  sprintName: name,
  projectId: 165,
  milestoneId: 442,
  phaseId: 106,
  healthStatusId: 1,
  estimatedPoints: 0,
  requestSummary,
  originalRequestor: { email: 'ops.manager@a1demo.com' },
  seniorManagerApproval: { email: 'crf.approver@a1demo.com' },
  ...extra,
});
