/** Reports (spec 3 §7): the list, a report's parameters, and running it with checked parameter values. */
import { asc, eq } from 'drizzle-orm';
import {
  REPORT_MESSAGES as M,
  type ReportDefinition,
  type ReportParameter,
  type ReportParameterType,
  type ReportResult,
} from '@a1/shared';
import { isCalendarDay } from '@a1/shared/rules/reports/index';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { REPORT_QUERIES, type ParamValues } from './definitions.ts';

export async function reportList(db: Db): Promise<ReportDefinition[]> {
  const rows = await db.select().from(t.reportDefinitions).orderBy(asc(t.reportDefinitions.sortOrder));
  return rows.map((r) => ({ reportDefinitionId: r.id, name: r.name, description: r.description }));
}

async function definition(db: Db, id: number) {
  const [row] = await db.select().from(t.reportDefinitions).where(eq(t.reportDefinitions.id, id));
  if (!row) throw new A1Error(404, M.reportNotFound);
  return row;
}

export async function reportParameters(db: Db, id: number): Promise<ReportParameter[]> {
  await definition(db, id);
  const rows = await db
    .select()
    .from(t.reportParameters)
    .where(eq(t.reportParameters.reportDefinitionId, id))
    .orderBy(asc(t.reportParameters.sortOrder));
  return rows.map((p) => ({
    name: p.name,
    label: p.label,
    type: p.type as ReportParameterType,
    required: p.required,
    options: p.options,
    defaultValue: p.defaultValue,
  }));
}

const isDay = isCalendarDay;

/** Checks each value against its parameter's definition; unknown names are ignored. */
export function checkParameters(params: ReportParameter[], raw: string | undefined): ParamValues {
  let data: Record<string, unknown> = {};
  if (raw && raw.trim()) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error();
      data = parsed as Record<string, unknown>;
    } catch {
      throw new A1Error(400, M.badParameters);
    }
  }
  const values: ParamValues = {};
  for (const p of params) {
    const value = data[p.name];
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (!text) {
      if (p.required) throw new A1Error(400, M.missingParameter(p.label));
      continue;
    }
    switch (p.type) {
      case 'number': {
        const n = Number(text);
        if (!Number.isFinite(n)) throw new A1Error(400, M.notANumber(p.label));
        values[p.name] = n;
        break;
      }
      case 'date':
        if (!isDay(text)) throw new A1Error(400, M.notADate(p.label));
        values[p.name] = text;
        break;
      case 'dateRange': {
        const [from, to] = text.split('|');
        if (!from || !to || !isDay(from) || !isDay(to)) throw new A1Error(400, M.notADate(p.label));
        values[p.name] = from <= to ? { from, to } : { from: to, to: from };
        break;
      }
      case 'dropdown':
        if (!p.options.some((o) => o.value === text)) throw new A1Error(400, M.notAnOption(p.label));
        values[p.name] = text;
        break;
      default:
        values[p.name] = text.slice(0, 200);
    }
  }
  return values;
}

export async function runReport(db: Db, id: number, raw: string | undefined): Promise<ReportResult> {
  const def = await definition(db, id);
  const query = REPORT_QUERIES[def.key];
  if (!query) throw new A1Error(404, M.reportNotFound);
  const values = checkParameters(await reportParameters(db, id), raw);
  const output = await query(db, values);
  return { name: def.name, ...output };
}
