/** The job admin area (spec 2 §7 Operation/Admin/JobDashboard/) and Shipment/Shared/Report. */
export { jobAdminRoutes as jobAdminArea } from './routes.ts';
