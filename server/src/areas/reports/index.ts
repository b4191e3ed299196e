/** Reports: the list, parameters and the runner. */
export { reportRoutes as reportsArea } from './routes.ts';
