/** Job dashboard resource: the custom route of the operations admin job dashboard. */
export { JobDashboardPage } from './JobDashboardPage';
export const JOB_DASHBOARD_PATH = '/operation/admin/job-dashboard';
