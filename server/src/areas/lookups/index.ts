/** The shared lookups of spec 3 §7. */
export { lookupRoutes as lookupsArea } from './routes.ts';
