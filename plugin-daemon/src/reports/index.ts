/**
 * `POST report`: render a named report to PDF, then open it (view) or print it (print).
 * Content comes from the request body (rows or lines the web app fetched from the A1 server's report
 * definitions with its own credentials), or from a local template `<reportsDir>/<name>.txt`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, platform } from 'node:os';
import { join } from 'node:path';
import type { ReportResult } from '@a1/shared/daemon/contract';
import type { DaemonConfig } from '../config.ts';
import { DaemonFailure } from '../errors.ts';
import type { Printers } from '../printers/index.ts';
import { textToPdf } from './pdf.ts';

interface ReportBody {
  title?: string;
  lines?: string[];
  rows?: Record<string, unknown>[];
  parameters?: Record<string, unknown>;
  landscape?: boolean;
}

export function parseReportBody(body: Buffer | undefined): ReportBody {
  if (!body || body.length === 0) return {};
  const text = body.toString('utf8');
  if (!text.trimStart().startsWith('{')) return { lines: text.split(/\r?\n/) };
  try {
    return JSON.parse(text) as ReportBody;
  } catch {
    throw new DaemonFailure(400, 'The report parameters are not valid JSON.');
  }
}

/** Rows become a fixed-width table: a header line, a rule, one line per row. */
export function rowsToLines(rows: Record<string, unknown>[]): string[] {
  if (rows.length === 0) return ['(no rows)'];
  const cols = Object.keys(rows[0]);
  const cell = (v: unknown) => (v === null || v === undefined ? '' : String(v)).replace(/\s+/g, ' ');
  const widths = cols.map((c) => Math.min(40, Math.max(c.length, ...rows.map((r) => cell(r[c]).length))));
  const fmt = (vals: string[]) =>
    vals
      .map((v, i) => v.slice(0, widths[i]).padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [fmt(cols), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map((r) => fmt(cols.map((c) => cell(r[c]))))];
}

export async function renderReport(cfg: DaemonConfig, name: string, body: ReportBody): Promise<Buffer> {
  if (!/^[\w.-]{1,100}$/.test(name) || name.startsWith('.'))
    throw new DaemonFailure(400, `'${name}' is not a report name.`);
  let lines = body.lines ?? (body.rows ? rowsToLines(body.rows) : undefined);
  if (!lines) lines = await fromTemplate(cfg, name, body.parameters ?? {});
  return textToPdf(body.title ?? name, lines, { landscape: body.landscape });
}

async function fromTemplate(cfg: DaemonConfig, name: string, params: Record<string, unknown>): Promise<string[]> {
  let tpl: string;
  try {
    tpl = readFileSync(join(cfg.reportsDir, `${name}.txt`), 'utf8');
  } catch {
    throw new DaemonFailure(
      404,
      `Report '${name}' was not found: send its rows, or add the template ${join(cfg.reportsDir, `${name}.txt`)}.`,
    );
  }
  return tpl.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(params[k] ?? '')).split(/\r?\n/);
}

/** Opens the file with the desktop's viewer; detached so closing the viewer never touches the daemon. */
export function openFile(file: string): void {
  if (process.env.A1_PLUGIN_NO_OPEN === '1') return;
  const [cmd, args] =
    platform() === 'win32'
      ? ['cmd', ['/c', 'start', '""', file]]
      : platform() === 'darwin'
        ? ['open', [file]]
        : ['xdg-open', [file]];
  const child = spawn(cmd, args, { detached: true, stdio: 'ignore', windowsHide: true });
  child.on('error', () => undefined); // no viewer: the file path is still in the answer
  child.unref();
}

export async function runReport(
  cfg: DaemonConfig,
  printers: Printers,
  q: { name?: string; action?: string; printername?: string },
  body: Buffer | undefined,
): Promise<ReportResult> {
  if (!q.name) throw new DaemonFailure(400, 'No report name given.');
  const action = (q.action ?? 'view').toLowerCase();
  if (action !== 'view' && action !== 'print')
    throw new DaemonFailure(400, `Report action must be view or print, not '${q.action}'.`);
  if (action === 'print' && !q.printername)
    throw new DaemonFailure(400, 'No report printer given. Choose the report printer in Workstation Settings.');
  const parsed = parseReportBody(body);
  const pdf = await renderReport(cfg, q.name, parsed);
  const dir = join(tmpdir(), 'a1-plugin-reports');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${q.name}-${Date.now()}.pdf`);
  writeFileSync(file, pdf);
  if (action === 'view') {
    openFile(file);
    return { name: q.name, action: 'view', file };
  }
  const job = await printers.print({
    printer: q.printername!,
    data: pdf,
    format: 'pdf',
    landscape: parsed.landscape,
    jobName: q.name,
  });
  return { name: q.name, action: 'print', file, job };
}
