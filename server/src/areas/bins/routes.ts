/** Bins (spec 2 §7 operation/admin/bins/, ReceptacleSorting/ReceptacleByNumber). Thin: entry → service. */
import { A1 } from '@a1/shared';
import { route } from '../../http/route.ts';
import type { Area } from '../area.ts';
import * as s from './service.ts';

export const binRoutes: Area = async (app, { db }) => {
  route(app, A1.getBins, ({ query }) => s.getBins(db, query));
  route(app, A1.getBinDetail, ({ query }) => s.binDetail(db, query.binId));
  route(app, A1.getReceptacleDetail, ({ query }) => s.receptacleDetail(db, query.receptacleId));
  route(app, A1.closeBin, ({ body, user }) => s.closeBin(db, body.binId, 'standard', user.fullName));
  route(app, A1.closeBinMix, ({ body, user }) => s.closeBin(db, body.binId, 'mix', user.fullName));
  route(app, A1.closeBinResidual, ({ body, user }) => s.closeBin(db, body.binId, 'residual', user.fullName));
  route(app, A1.closeReceptacle, ({ body, user }) => s.closeReceptacle(db, body.receptacleId, user.fullName));
  route(app, A1.receptacleByNumber, ({ query }) => s.receptacleByNumber(db, query.receptacleNumber));
};
