/**
 * operation/admin/bins/ and ReceptacleSorting/ (spec 2 §7 Bins): bins on the sorting floor, their receptacles,
 * and the four close actions. Spec 2 shows no response shapes: the answers are ours. Reading needs the Bins
 * screen (insight/bins) in the side menu; closing needs the jobAdmin role check.
 */
import { call, check, menu } from './call.ts';
import { Day, Id, Nullable, Strict, T } from './fields.ts';
import { API_BASE } from './security.ts';

const BASE = `${API_BASE}/operation/admin/bins`;
const binsScreen = menu('insight/bins');

export const Bin = T.Object({
  id: T.Integer(),
  binNumber: T.String(),
  jobId: T.Integer(),
  jobNumber: T.String(),
  customer: T.String(),
  status: T.String(),
  closeType: Nullable(T.String()),
  mixed: T.Boolean(),
  pieces: T.Integer(),
  capacity: T.Integer(),
  weightKg: T.Number(),
  receptacles: T.Integer(),
  createdOn: T.String(),
  closedOn: Nullable(T.String()),
  closedBy: Nullable(T.String()),
});
export type Bin = typeof Bin.static;

export const Receptacle = T.Object({
  id: T.Integer(),
  receptacleNumber: T.String(),
  binId: T.Integer(),
  binNumber: T.String(),
  jobNumber: T.String(),
  status: T.String(),
  pieces: T.Integer(),
  weightKg: T.Number(),
  closedOn: Nullable(T.String()),
  closedBy: Nullable(T.String()),
});
export type Receptacle = typeof Receptacle.static;

export const BinDetail = T.Intersect([Bin, T.Object({ receptacleList: T.Array(Receptacle) })]);
export type BinDetail = typeof BinDetail.static;

export const ReceptacleDetail = T.Intersect([
  Receptacle,
  T.Object({
    pieceList: T.Array(
      T.Object({ id: T.Integer(), pieceNumber: T.String(), service: T.String(), weightKg: T.Number() }),
    ),
  }),
]);
export type ReceptacleDetail = typeof ReceptacleDetail.static;

const BinRef = Strict({ binId: Id });

export const binCalls = {
  getBins: call({
    method: 'GET',
    path: `${BASE}/getbins`,
    summary: 'Bins, filtered by job number, bin number and created days; newest first unless sortDescending is false.',
    permission: binsScreen,
    query: Strict({
      jobNumber: T.Optional(T.String({ maxLength: 40 })),
      startDate: T.Optional(Day),
      endDate: T.Optional(Day),
      sortDescending: T.Optional(T.Boolean()),
      binNumber: T.Optional(T.String({ maxLength: 40 })),
    }),
    response: T.Array(Bin),
  }),
  getBinDetail: call({
    method: 'GET',
    path: `${BASE}/getbindetail`,
    summary: 'One bin with its receptacles.',
    permission: binsScreen,
    query: Strict({ binId: Id }),
    response: BinDetail,
  }),
  getReceptacleDetail: call({
    method: 'GET',
    path: `${BASE}/getreceptacledetail`,
    summary: 'One receptacle with its pieces.',
    permission: binsScreen,
    query: Strict({ receptacleId: Id }),
    response: ReceptacleDetail,
  }),
  closeBin: call({
    method: 'POST',
    path: `${BASE}/closeBin`,
    summary: "Closes an open bin holding one customer's pieces, and its open receptacles.",
    permission: check('jobAdmin'),
    body: BinRef,
    response: Bin,
  }),
  closeBinMix: call({
    method: 'POST',
    path: `${BASE}/closeBinMix`,
    summary: "Closes an open bin holding several customers' pieces (a mixed bin), and its open receptacles.",
    permission: check('jobAdmin'),
    body: BinRef,
    response: Bin,
  }),
  closeBinResidual: call({
    method: 'POST',
    path: `${BASE}/closeBinresidual`,
    summary: 'Closes an open bin that is not full (the residual pieces at the end of a job), and its open receptacles.',
    permission: check('jobAdmin'),
    body: BinRef,
    response: Bin,
  }),
  closeReceptacle: call({
    method: 'POST',
    path: `${BASE}/closeReceptacle`,
    summary: 'Closes one open receptacle.',
    permission: check('jobAdmin'),
    body: Strict({ receptacleId: Id }),
    response: Receptacle,
  }),
  receptacleByNumber: call({
    method: 'GET',
    path: `${API_BASE}/ReceptacleSorting/ReceptacleByNumber`,
    summary: 'One receptacle by its number.',
    permission: binsScreen,
    query: Strict({ receptacleNumber: T.String({ minLength: 1, maxLength: 40 }) }),
    response: Receptacle,
  }),
} as const;
