/** Translation calls (spec 2 §7 Translation): public catalogue and administration. Thin: entry → service. */
import { A1 } from '@a1/shared';
import { route } from '../../http/route.ts';
import type { Area } from '../area.ts';
import * as s from './service.ts';

export const translationRoutes: Area = async (app, { db }) => {
  route(app, A1.translationLanguages, () => s.publicLanguages(db));
  route(app, A1.translationList, ({ query }) => s.publicTranslations(db, query.iso2, query.key));
  route(app, A1.translationAdminLanguages, () => s.adminLanguages(db));
  route(app, A1.translationAdminLanguageUpdate, ({ body, user }) => s.updateLanguage(db, body, user.email));
  route(app, A1.translationAdminKeys, () => s.adminKeys(db));
  route(app, A1.translationAdminKeyAdd, ({ body, user }) => s.addKey(db, body.name, user.email));
  route(app, A1.translationAdminKeyUpdate, ({ body, user }) => s.updateKey(db, body, user.email));
  route(app, A1.translationAdminTranslations, ({ query }) => s.adminTranslations(db, query.languageId));
  route(app, A1.translationAdminTranslationAdd, ({ body, user }) => s.addTranslation(db, body, user.email));
  route(app, A1.translationAdminTranslationUpdate, ({ body, user }) => s.updateTranslation(db, body, user.email));
};
