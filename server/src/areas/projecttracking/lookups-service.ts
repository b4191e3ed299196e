/** The feature modal's lookups (spec 2 §6, §7): process owners, users by role or id, the global check, CRF defaults. */
import { BUSINESS_ANALYST_ROLE, PROCESS_OWNER_ROLE } from '@a1/shared/constants/projecttracking';
import type { CrfDefaults, UserOption } from '@a1/shared/contract/projecttracking';
import { defaultProcessOwner, processOwnerChoices } from '@a1/shared/rules/projecttracking/features';
import type { Db } from '../../db/client.ts';
import { isGlobalUser, userById, usersWithRole } from './people.ts';
import { projectSettings } from './settings.ts';

export const businessAnalysts = (db: Db): Promise<UserOption[]> => usersWithRole(db, BUSINESS_ANALYST_ROLE);

/** The users with the role 'CRF Senior Manager Approval' plus the fixed extra user (a settings row, 3802). */
export async function processOwners(db: Db): Promise<UserOption[]> {
  const settings = await projectSettings(db);
  const [roleUsers, extra] = await Promise.all([
    usersWithRole(db, PROCESS_OWNER_ROLE),
    userById(db, settings.extraProcessOwnerUserId),
  ]);
  return processOwnerChoices(roleUsers, extra);
}

export async function crfDefaults(db: Db, userId: number): Promise<CrfDefaults> {
  const settings = await projectSettings(db);
  const [isGlobal, extra] = await Promise.all([
    isGlobalUser(db, userId),
    userById(db, settings.extraProcessOwnerUserId),
  ]);
  return {
    projectId: settings.defaultProjectId,
    milestoneId: settings.defaultMilestoneId,
    phaseId: settings.newFeaturePhaseId,
    sortOrder: settings.defaultSortOrder,
    placeholderLaneId: settings.placeholderLaneId,
    extraProcessOwnerUserId: settings.extraProcessOwnerUserId,
    isGlobal,
    processOwnerEmail: defaultProcessOwner(isGlobal, true, extra)?.userEmail ?? null,
  };
}
