/** The spec's fixed ids, seeded as settings rows (design §3) rather than literals in components. */
export const FIXED_SETTINGS = {
  'crf.defaultMilestoneId': 442,
  'crf.defaultProjectId': 165,
  'crf.defaultPhaseId': 106,
  'crf.defaultSortOrder': 99,
  'crf.extraProcessOwnerUserId': 3802,
  'crf.placeholderLaneId': 5,
  'ticket.generalProjectId': 282,
  'ticket.newProjectId': 881,
  'ticket.newInitiativeId': 4317,
  'ticket.newFeatureId': 13837,
  'ticket.pricingProjectId': 1475,
  'ticket.pricingInitiativeId': 8807,
  'ticket.pricingFeatureId': 50094,
  'ticket.scheduleGroupProjectId': 165,
} as const;
