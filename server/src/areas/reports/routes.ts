/** Report calls (spec 3 §7 Reports): thin, entry → service. */
import { A1 } from '@a1/shared';
import { route } from '../../http/route.ts';
import type { Area } from '../area.ts';
import * as s from './service.ts';

export const reportRoutes: Area = async (app, { db }) => {
  route(app, A1.reportList, () => s.reportList(db));
  route(app, A1.reportParameter, ({ query }) => s.reportParameters(db, query.reportDefinitionId));
  route(app, A1.report, ({ query }) => s.runReport(db, query.reportDefinitionId, query.reportParameterData));
};
