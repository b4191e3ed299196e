/** The job dashboard area (spec 3 §3 job dashboard). */
export { jobDashboardRoutes as jobDashboardArea } from './routes.ts';
