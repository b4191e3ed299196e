/** The Package search area (spec 3 §7 Package search, issue 25). */
export { packageSearchRoutes as packageSearchArea } from './routes.ts';
