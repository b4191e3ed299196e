/** The bins area (spec 2 §7 operation/admin/bins/). */
export { binRoutes as binsArea } from './routes.ts';
