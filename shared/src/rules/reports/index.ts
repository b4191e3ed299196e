/** Report and lookup input rules shared by the server and the web. */
import { REPORT_DEFAULT_LOOKBACK_DAYS } from '../../constants/reports.ts';

/** A real calendar day written yyyy-mm-dd (2026-02-31 and 2026-13-45 are not). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A parameter as the Generate Report form reads it (the ReportParameter call's fields it needs). */
export interface ReportParameterDefaults {
  name: string;
  type: string;
  required?: boolean;
  defaultValue?: string | null;
}

/**
 * The form's starting values (issue 29 point 7: Run was disabled until a person typed dates it could have guessed).
 * A stored default wins (a date range's as "from|to"); a required date without one starts
 * REPORT_DEFAULT_LOOKBACK_DAYS before today, a required date range covers those days up to today (our choice, the
 * spec shows no default). An optional date stays empty: left out, it does not narrow the report.
 * Keys as the form keeps them: `name`, or `name.from` and `name.to` for a range. `today` is yyyy-mm-dd.
 */
export function reportDefaultValues(params: readonly ReportParameterDefaults[], today: string): Record<string, string> {
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - REPORT_DEFAULT_LOOKBACK_DAYS);
  const since = start.toISOString().slice(0, 10);
  const values: Record<string, string> = {};
  for (const p of params) {
    if (p.type === 'dateRange') {
      const [from, to] = p.defaultValue?.split('|') ?? [];
      if (from || p.required) values[`${p.name}.from`] = from || since;
      if (to || p.required) values[`${p.name}.to`] = to || today;
    } else if (p.defaultValue) values[p.name] = p.defaultValue;
    else if (p.type === 'date' && p.required) values[p.name] = since;
  }
  return values;
}
