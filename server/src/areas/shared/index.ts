/** The Shared area: app version and Excel Exports (the grid's Excel calls are the excel area). */
export { sharedRoutes as sharedArea } from './routes.ts';
