/** The Receiving area (spec 3 §7 Receiving). */
export { receivingRoutes as receivingArea } from './routes.ts';
