/** UserSetting/ calls (shell §7): locations, workstation settings, scale list, the user's own settings. */
import { A1 } from '@a1/shared';
import { accessAnswer } from '../../auth/access-cache.ts';
import { route } from '../../http/route.ts';
import type { Area } from '../area.ts';
import { userLocations } from '../security/users.ts';
import { readUserSettings, readWorkStation, saveUserSettings, saveWorkStation, scaleList } from './service.ts';

export const userSettingRoutes: Area = async (app, { db }) => {
  route(app, A1.locationList, ({ user, request }) =>
    accessAnswer(request, user.userId, 'locations', () => userLocations(db, user.userId)),
  );
  route(app, A1.workStation, ({ query }) => readWorkStation(db, query.workStation));
  route(app, A1.saveWorkStation, ({ body, user }) => saveWorkStation(db, body, user.userId));
  route(app, A1.scaleList, () => scaleList());
  route(app, A1.userSettings, ({ user }) => readUserSettings(db, user.userId));
  route(app, A1.saveUserSettings, ({ body, user }) => saveUserSettings(db, user.userId, body));
};
