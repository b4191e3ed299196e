/**
 * Every A1 call, by area and as one table. A call's name is unique across areas (a unit test holds it), so
 * `A1.mainMenu` names one call wherever it is used: the server's routes, the dataProvider, tests, OpenAPI.
 */
import type { CallSpec } from './call.ts';
import { securityCalls } from './security.ts';
import { sharedCalls } from './shared.ts';
import { userSettingCalls } from './usersetting.ts';
import { ticketingCalls } from './ticketing.ts';
import { jobDashboardCalls } from './jobdashboard.ts';
import { receivingCalls } from './receiving.ts';

export const CALLS_BY_AREA = {
  security: securityCalls,
  shared: sharedCalls,
  usersetting: userSettingCalls,
  ticketing: ticketingCalls,
  jobdashboard: jobDashboardCalls,
  receiving: receivingCalls,
} as const;

export const A1 = {
  ...securityCalls,
  ...sharedCalls,
  ...userSettingCalls,
  ...ticketingCalls,
  ...jobDashboardCalls,
  ...receivingCalls,
} as const;

export type CallName = keyof typeof A1;

export const ALL_CALLS: readonly CallSpec[] = Object.values(CALLS_BY_AREA).flatMap((area) => Object.values(area));
