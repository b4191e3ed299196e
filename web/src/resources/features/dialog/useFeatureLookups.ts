/**
 * What the feature dialog chooses from, shared by every opened feature: the CRF defaults, projects, phases, health
 * statuses, process owners and users. A failed lookup offers no choices (spec 2 §8).
 */
import { A1 } from '@a1/shared';
import { useQuietLookup } from '../../../lookups/useSharedLookups';

export function useFeatureLookups() {
  return {
    defaults: useQuietLookup(A1.crfDefaults),
    projects: useQuietLookup(A1.kanbanProjects, { query: {} }).data ?? [],
    phases: useQuietLookup(A1.projectPhaseList).data ?? [],
    health: useQuietLookup(A1.healthStatusList).data ?? [],
    owners: useQuietLookup(A1.processOwners).data ?? [],
    users: useQuietLookup(A1.ticketUserList).data ?? [],
  };
}

export type FeatureLookups = ReturnType<typeof useFeatureLookups>;
