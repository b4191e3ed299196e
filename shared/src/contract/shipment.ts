/**
 * Shipment/Shared/Report (spec 2 §7): a named report over one job (paramName, paramVal), answered as columns
 * and rows for the shared grid. The reports and their parameters are ours: JobStatusHistory, JobPieces and
 * JobAdjustments, each by jobId or jobNumber.
 */
import { call, menu } from './call.ts';
import { Strict, T } from './fields.ts';
import { API_BASE } from './security.ts';

export const SHIPMENT_REPORTS = ['JobStatusHistory', 'JobPieces', 'JobAdjustments'] as const;
export const SHIPMENT_REPORT_PARAMS = ['jobId', 'jobNumber'] as const;

export const ShipmentReport = T.Object({
  reportName: T.String(),
  columns: T.Array(T.Object({ title: T.String(), value: T.String(), type: T.String() })),
  rows: T.Array(T.Record(T.String(), T.Union([T.String(), T.Number(), T.Boolean(), T.Null()]))),
});
export type ShipmentReport = typeof ShipmentReport.static;

export const shipmentCalls = {
  shipmentReport: call({
    method: 'GET',
    path: `${API_BASE}/Shipment/Shared/Report`,
    summary: 'A named report over one job (paramName jobId or jobNumber, paramVal its value), as columns and rows.',
    permission: menu('operation/admin/job-dashboard', 'volume/job-dashboard'),
    query: Strict({
      paramVal: T.String({ minLength: 1, maxLength: 40 }),
      paramName: T.Union(SHIPMENT_REPORT_PARAMS.map((p) => T.Literal(p))),
      reportName: T.String({ minLength: 1, maxLength: 80 }),
    }),
    response: ShipmentReport,
    ours: 'The report names, their parameters and the answer.',
  }),
} as const;
