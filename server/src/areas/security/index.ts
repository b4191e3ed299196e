/** The Security area: sign-in, passwords, menus. */
export { securityRoutes as securityArea } from './routes.ts';
