/** CUPS over IPP (Linux, macOS): list queues, print raw or PDF jobs, follow the job to its end state. */
import { request } from 'node:http';
import serialize from 'ipp/lib/serializer.js';
import parse from 'ipp/lib/parser.js';
import enums from 'ipp/lib/enums.js';
import type { PrinterInfo, PrinterState, PrintResult } from '@a1/shared/daemon/contract';
import { DaemonFailure } from '../errors.ts';

// CUPS's own operations are not in the ipp package's table; register them once.
// (The serializer reads this same table.)
enums['operations-supported']['CUPS-Get-Default'] = 0x4001;
enums['operations-supported']['CUPS-Get-Printers'] = 0x4002;
// The parser logs every value tag it has no table entry for (CUPS sends several); keep the value, drop the noise.
parse.handleUnknownTag = (_t: number, _n: string, length: number, read: (n: number) => unknown) =>
  length ? read(length) : undefined;
const PRINTER_ATTRS = [
  'printer-name',
  'printer-state',
  'printer-state-reasons',
  'printer-state-message',
  'printer-is-accepting-jobs',
];
const JOB_ATTRS = ['job-id', 'job-state', 'job-state-reasons', 'job-printer-state-message'];

type Attrs = Record<string, unknown>;
interface IppResponse {
  statusCode?: string;
  'operation-attributes-tag'?: Attrs;
  'printer-attributes-tag'?: Attrs | Attrs[];
  'job-attributes-tag'?: Attrs | Attrs[];
}

let requestId = 1;

/** node:http rather than fetch: fetch pulls in undici (several MB resident) for a daemon that idles most of the day. */
function postIpp(url: URL, body: Buffer, timeoutMs: number): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/ipp', 'content-length': body.length }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })));
    const hard = setTimeout(
      () => req.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })),
      timeoutMs,
    );
    req.on('close', () => clearTimeout(hard));
    req.on('error', reject);
    req.end(body);
  });
}

export class CupsClient {
  constructor(
    readonly baseUrl: string,
    readonly user = 'a1-plugin',
  ) {}

  private printerUri(name: string): string {
    const u = new URL(this.baseUrl);
    return `ipp://${u.host}/printers/${encodeURIComponent(name)}`;
  }

  /** One IPP call over HTTP with a hard deadline (the ipp package's own request has none). */
  async call(
    path: string,
    operation: string,
    attrs: Attrs,
    timeoutMs: number,
    data?: Buffer,
    extra?: Record<string, Attrs>,
  ): Promise<IppResponse> {
    const head = serialize({
      version: '2.0',
      operation,
      id: requestId++,
      'operation-attributes-tag': { 'attributes-charset': 'utf-8', 'attributes-natural-language': 'en-us', ...attrs },
      ...extra,
    });
    const body = data ? Buffer.concat([head, data]) : head;
    const reply = await postIpp(new URL(path, this.baseUrl), body, timeoutMs).catch((e: Error) => {
      if (e.name === 'TimeoutError')
        throw new DaemonFailure(
          504,
          `The printing system (CUPS at ${this.baseUrl}) did not answer within ${Math.round(timeoutMs / 1000)} s.`,
        );
      throw new DaemonFailure(
        503,
        `Cannot reach the printing system (CUPS at ${this.baseUrl}). Is the CUPS service running?`,
      );
    });
    if (reply.status !== 200) throw new DaemonFailure(503, `The printing system answered HTTP ${reply.status}.`);
    return parse(reply.body) as IppResponse;
  }

  async list(timeoutMs: number): Promise<PrinterInfo[]> {
    const [all, def] = await Promise.all([
      this.call(
        '/',
        'CUPS-Get-Printers',
        { 'requesting-user-name': this.user, 'requested-attributes': PRINTER_ATTRS },
        timeoutMs,
      ),
      this.call('/', 'CUPS-Get-Default', { 'requested-attributes': ['printer-name'] }, timeoutMs).catch(
        () => ({}) as IppResponse,
      ),
    ]);
    const defName = first(def['printer-attributes-tag'])?.['printer-name'];
    return asList(all['printer-attributes-tag']).map((a) => ({
      ...describe(a),
      kind: 'cups' as const,
      isDefault: a['printer-name'] === defName,
    }));
  }

  /** The printer's state, or a 404 failure naming it when CUPS has no such queue. */
  async printer(name: string, timeoutMs: number): Promise<PrinterInfo> {
    const r = await this.call(
      `/printers/${encodeURIComponent(name)}`,
      'Get-Printer-Attributes',
      {
        'printer-uri': this.printerUri(name),
        'requesting-user-name': this.user,
        'requested-attributes': PRINTER_ATTRS,
      },
      timeoutMs,
    );
    if (r.statusCode === 'client-error-not-found')
      throw new DaemonFailure(
        404,
        `Printer '${name}' is not set up on this workstation. Check the printer name in Workstation Settings.`,
      );
    const a = first(r['printer-attributes-tag']);
    if (!a) throw new DaemonFailure(503, `The printing system did not describe printer '${name}' (${r.statusCode}).`);
    return { ...describe(a), name, kind: 'cups', isDefault: false };
  }

  /**
   * Prints and follows the job until it ends or the deadline nears: printed, failed (with the printer's reason),
   * or still queued (with the reason it waits).
   */
  async print(
    name: string,
    data: Buffer,
    opts: { format: string; jobName: string; landscape?: boolean; deadline: number },
  ): Promise<PrintResult> {
    const left = () => Math.max(200, opts.deadline - Date.now());
    const p = await this.printer(name, left());
    if (p.state === 'stopped')
      throw new DaemonFailure(
        503,
        `Printer '${name}' is stopped${p.reason ? `: ${p.reason}` : ''}. Fix the printer, then resume it in the printer settings.`,
      );
    const jobAttrs: Attrs = {};
    if (opts.landscape) jobAttrs['orientation-requested'] = 'landscape';
    const r = await this.call(
      `/printers/${encodeURIComponent(name)}`,
      'Print-Job',
      {
        'printer-uri': this.printerUri(name),
        'requesting-user-name': this.user,
        'job-name': opts.jobName,
        'document-format': opts.format,
      },
      left(),
      data,
      Object.keys(jobAttrs).length ? { 'job-attributes-tag': jobAttrs } : undefined,
    );
    if (!r.statusCode?.startsWith('successful'))
      throw new DaemonFailure(503, `Printer '${name}' refused the job (${r.statusCode}).`);
    const jobId = Number(first(r['job-attributes-tag'])?.['job-id']);
    // Follow the job: short polls first (a raw job to a fast printer ends in a few ms), then back off.
    let wait = 10;
    for (;;) {
      const j = await this.job(jobId, left());
      const state = String(j['job-state']);
      if (state === 'completed') return { printer: name, state: 'printed', jobId, bytes: data.length };
      if (state === 'aborted' || state === 'canceled')
        return {
          printer: name,
          state: 'failed',
          jobId,
          bytes: data.length,
          reason: reasonOf(j['job-printer-state-message'], j['job-state-reasons']) ?? state,
        };
      if (opts.deadline - Date.now() < wait + 300) {
        const now = await this.printer(name, left()).catch(() => undefined);
        return {
          printer: name,
          state: 'queued',
          jobId,
          bytes: data.length,
          reason: now?.reason ?? reasonOf(j['job-printer-state-message'], j['job-state-reasons']),
        };
      }
      await new Promise((r) => setTimeout(r, wait));
      wait = Math.min(wait * 2, 250);
    }
  }

  private async job(jobId: number, timeoutMs: number): Promise<Attrs> {
    const u = new URL(this.baseUrl);
    const r = await this.call(
      '/jobs',
      'Get-Job-Attributes',
      {
        'job-uri': `ipp://${u.host}/jobs/${jobId}`,
        'requesting-user-name': this.user,
        'requested-attributes': JOB_ATTRS,
      },
      timeoutMs,
    );
    return first(r['job-attributes-tag']) ?? {};
  }
}

function asList<T>(v: T | T[] | undefined): T[] {
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}
function first<T>(v: T | T[] | undefined): T | undefined {
  return asList(v)[0];
}

/** CUPS reason keywords ("media-empty-error") become words; "none" means no reason. */
function reasonOf(message: unknown, reasons: unknown): string | undefined {
  if (typeof message === 'string' && message.trim()) return message.trim();
  const list = asList(reasons as string | string[] | undefined).filter(
    (r) => r && r !== 'none' && r !== 'job-completed-successfully',
  );
  return list.length
    ? list.map((r) => r.replace(/-(error|warning|report)$/, '').replace(/-/g, ' ')).join(', ')
    : undefined;
}

function describe(a: Attrs): Omit<PrinterInfo, 'kind' | 'isDefault'> {
  const st = String(a['printer-state']);
  const accepting = a['printer-is-accepting-jobs'] !== false;
  const state: PrinterState =
    st === 'idle' ? 'idle' : st === 'processing' ? 'printing' : st === 'stopped' ? 'stopped' : 'unknown';
  const reason =
    reasonOf(a['printer-state-message'], a['printer-state-reasons']) ?? (accepting ? undefined : 'not accepting jobs');
  return { name: String(a['printer-name']), state: accepting ? state : 'stopped', ...(reason ? { reason } : {}) };
}
