/** The billing area (spec 3 §7 GlobeSapBilling). */
export { billingRoutes as billingArea } from './routes.ts';
