/** The grid's Excel services (export, import, parse). */
export { excelRoutes as excelArea } from './routes.ts';
