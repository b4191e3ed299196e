/** The UserSetting area: workstation and user settings. */
export { userSettingRoutes as userSettingArea } from './routes.ts';
