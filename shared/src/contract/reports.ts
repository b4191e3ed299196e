/**
 * Reports (spec 3 §7 Reports): the list, a report's parameters and running it. Each report is a fixed
 * definition on the server (its query built with Drizzle); parameters only fill that query's values.
 */
import { call, menu } from './call.ts';
import { Id, Nullable, Strict, T } from './fields.ts';
import { API_BASE } from './security.ts';
import { REPORT_PARAMETER_TYPES } from '../constants/reports.ts';

const REPORT = `${API_BASE}/Report`;
export const REPORT_ROUTE = 'report/generate';

export const ReportDefinition = T.Object({
  reportDefinitionId: T.Integer(),
  name: T.String(),
  description: T.String(),
});
export type ReportDefinition = typeof ReportDefinition.static;
export const ReportParameter = T.Object({
  name: T.String(),
  label: T.String(),
  type: T.Union(REPORT_PARAMETER_TYPES.map((k) => T.Literal(k))),
  required: T.Boolean(),
  options: T.Array(T.Object({ value: T.String(), label: T.String() })),
  defaultValue: Nullable(T.String()),
});
export type ReportParameter = typeof ReportParameter.static;
export const ReportColumn = T.Object({
  field: T.String(),
  title: T.String(),
  type: T.Union([T.Literal('text'), T.Literal('number'), T.Literal('date')]),
});
export type ReportColumn = typeof ReportColumn.static;
export const ReportResult = T.Object({
  name: T.String(),
  columns: T.Array(ReportColumn),
  rows: T.Array(T.Record(T.String(), T.Union([T.String(), T.Number(), T.Null()]))),
});
export type ReportResult = typeof ReportResult.static;

export const reportCalls = {
  reportList: call({
    method: 'GET',
    path: `${REPORT}/ReportList`,
    summary: 'The reports: id, name, description.',
    permission: menu(REPORT_ROUTE),
    response: T.Array(ReportDefinition),
  }),
  reportParameter: call({
    method: 'GET',
    path: `${REPORT}/ReportParameter`,
    summary: "A report's parameters (reportDefinitionId): name, label, type, required, options.",
    permission: menu(REPORT_ROUTE),
    query: Strict({ reportDefinitionId: Id }),
    response: T.Array(ReportParameter),
  }),
  report: call({
    method: 'GET',
    path: `${REPORT}/Report`,
    summary:
      'Run a report (reportDefinitionId) with reportParameterData, a JSON object of parameter name → value (a date range as "from|to"): columns and rows.',
    permission: menu(REPORT_ROUTE),
    query: Strict({ reportDefinitionId: Id, reportParameterData: T.Optional(T.String({ maxLength: 4000 })) }),
    response: ReportResult,
  }),
} as const;
