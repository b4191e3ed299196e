/**
 * Every A1 call, by area and as one table. A call's name is unique across areas (a unit test holds it), so
 * `A1.mainMenu` names one call wherever it is used: the server's routes, the dataProvider, tests, OpenAPI.
 * The web modules its sign-in page loads take their calls from the area's table instead (securityCalls.signOut is
 * A1.signOut): importing `A1` brings every area's schemas into that page's first load, while an area table alone
 * lets the build leave the other areas out (package.json's "sideEffects": false: these modules only declare).
 */
import type { CallSpec } from './call.ts';
import { securityCalls } from './security.ts';
import { sharedCalls } from './shared.ts';
import { userSettingCalls } from './usersetting.ts';
import { ticketingCalls } from './ticketing.ts';
import { jobDashboardCalls } from './jobdashboard.ts';
import { receivingCalls } from './receiving.ts';
import { jobAdminCalls } from './jobadmin.ts';
import { binCalls } from './bins.ts';
import { shipmentCalls } from './shipment.ts';
import { billingCalls } from './billing.ts';
import { securityAdminCalls } from './securityadmin.ts';
import { translationCalls } from './translations.ts';
import { lookupCalls } from './lookups.ts';
import { reportCalls } from './reports.ts';
import { projectTrackingCalls } from './projecttracking.ts';
import { packageSearchCalls } from './packagesearch.ts';
import { problemCalls } from './problems.ts';

export const CALLS_BY_AREA = {
  security: securityCalls,
  shared: sharedCalls,
  usersetting: userSettingCalls,
  ticketing: ticketingCalls,
  jobdashboard: jobDashboardCalls,
  receiving: receivingCalls,
  jobadmin: jobAdminCalls,
  bins: binCalls,
  shipment: shipmentCalls,
  billing: billingCalls,
  securityadmin: securityAdminCalls,
  translations: translationCalls,
  lookups: lookupCalls,
  reports: reportCalls,
  projecttracking: projectTrackingCalls,
  packagesearch: packageSearchCalls,
  problems: problemCalls,
} as const;

export const A1 = {
  ...securityCalls,
  ...sharedCalls,
  ...userSettingCalls,
  ...ticketingCalls,
  ...jobDashboardCalls,
  ...receivingCalls,
  ...jobAdminCalls,
  ...binCalls,
  ...shipmentCalls,
  ...billingCalls,
  ...securityAdminCalls,
  ...translationCalls,
  ...lookupCalls,
  ...reportCalls,
  ...projectTrackingCalls,
  ...packageSearchCalls,
  ...problemCalls,
} as const;

export type CallName = keyof typeof A1;

export const ALL_CALLS: readonly CallSpec[] = Object.values(CALLS_BY_AREA).flatMap((area) => Object.values(area));
