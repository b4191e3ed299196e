/**
 * What the feature dialog chooses from, shared by every opened feature: the CRF defaults, projects, phases, health
 * statuses, process owners and users. A failed lookup offers no choices (spec 2 §8).
 */
import { A1 } from '@a1/shared';
import { QUIET, useLookup } from '../../../lookups/useSharedLookups';

export function useFeatureLookups() {
  return {
    defaults: useLookup(A1.crfDefaults, undefined, QUIET),
    projects: useLookup(A1.kanbanProjects, { query: {} }, QUIET).data ?? [],
    phases: useLookup(A1.projectPhaseList, undefined, QUIET).data ?? [],
    health: useLookup(A1.healthStatusList, undefined, QUIET).data ?? [],
    owners: useLookup(A1.processOwners, undefined, QUIET).data ?? [],
    users: useLookup(A1.ticketUserList, undefined, QUIET).data ?? [],
  };
}

export type FeatureLookups = ReturnType<typeof useFeatureLookups>;
