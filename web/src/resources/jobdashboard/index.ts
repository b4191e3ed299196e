/** Job dashboard resource: the one job dashboard of every job dashboard route (issue 29 point 6). */
export { JobDashboard } from './JobDashboard';
export const JOB_DASHBOARD_PATH = '/operation/admin/job-dashboard';
