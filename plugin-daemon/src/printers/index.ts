/** Which printer a name means, and how its bytes get there: configured raw TCP, CUPS, or the Windows spooler. */
import { platform } from 'node:os';
import { PRINT_TIMEOUT_MS, type PrinterInfo, type PrintResult } from '@a1/shared/daemon/contract';
import type { DaemonConfig, TcpPrinterConfig } from '../config.ts';
import { DaemonFailure } from '../errors.ts';
import type { CupsClient } from './cups.ts';
import { probeTcp, sendRaw } from './raw-tcp.ts';

// IPP, the receipt builder (iconv tables) and the spooler code load on first use: idle memory stays small.
const loadCups = () => import('./cups.ts');
const loadWindows = () => import('./windows.ts');

export interface PrintRequest {
  printer: string;
  data: Buffer;
  /** zpl, epl, escpos, raw, text: sent as is; receipt: built into ESC/POS; pdf: rendered by the queue. */
  format?: string;
  landscape?: boolean;
  jobName?: string;
}

export class Printers {
  private cupsClient?: CupsClient;
  private readonly isWindows: boolean;

  constructor(
    private readonly cfg: DaemonConfig,
    opts: { system?: 'cups' | 'windows' } = {},
  ) {
    this.isWindows = (opts.system ?? (platform() === 'win32' ? 'windows' : 'cups')) === 'windows';
  }

  async cups(): Promise<CupsClient> {
    this.cupsClient ??= new (await loadCups()).CupsClient(this.cfg.cupsUrl);
    return this.cupsClient;
  }

  tcpPrinter(name: string): TcpPrinterConfig | undefined {
    return this.cfg.printers.find((p) => p.name === name);
  }

  async list(timeoutMs = PRINT_TIMEOUT_MS): Promise<{ printers: PrinterInfo[]; error?: string }> {
    const tcp = Promise.all(
      this.cfg.printers.map(async (p): Promise<PrinterInfo> => {
        const up = await probeTcp(p.host, p.port ?? 9100, Math.min(1000, timeoutMs));
        return {
          name: p.name,
          kind: 'tcp',
          state: up ? 'idle' : 'offline',
          ...(up ? {} : { reason: `No answer at ${p.host}:${p.port ?? 9100}` }),
          isDefault: false,
        };
      }),
    );
    const system = (
      this.isWindows
        ? loadWindows().then((w) => w.listWindowsPrinters(timeoutMs))
        : this.cups().then((c) => c.list(timeoutMs))
    ).then(
      (printers): { printers: PrinterInfo[]; error?: string } => ({ printers }),
      (e: Error) => ({ printers: [] as PrinterInfo[], error: e.message }),
    );
    const [t, s] = await Promise.all([tcp, system]);
    return {
      printers: [...t, ...s.printers.filter((p) => !t.some((x) => x.name === p.name))],
      ...(s.error ? { error: s.error } : {}),
    };
  }

  async print(req: PrintRequest): Promise<PrintResult> {
    const deadline = Date.now() + PRINT_TIMEOUT_MS;
    const format = (req.format ?? 'raw').toLowerCase();
    const data = format === 'receipt' ? (await import('./receipt.ts')).buildReceipt(req.data) : req.data;
    if (!req.printer) throw new DaemonFailure(400, 'No printer given. Choose the printers in Workstation Settings.');
    if (data.length === 0) throw new DaemonFailure(400, 'Nothing to print: the content is empty.');
    const jobName = req.jobName ?? 'A1 label';
    const tcp = this.tcpPrinter(req.printer);
    if (tcp) {
      if (format === 'pdf')
        throw new DaemonFailure(
          400,
          `Printer '${tcp.name}' is a label printer on raw TCP and cannot print a PDF. Choose the report printer.`,
        );
      await sendRaw(
        tcp.host,
        tcp.port ?? 9100,
        data,
        deadline - Date.now(),
        `'${tcp.name}' (${tcp.host}:${tcp.port ?? 9100})`,
      );
      return { printer: tcp.name, state: 'printed', bytes: data.length };
    }
    if (this.isWindows) {
      if (format === 'pdf')
        throw new DaemonFailure(
          400,
          'Printing a PDF through the Windows spooler is not supported; use view and print from the viewer.',
        );
      return (await loadWindows()).printWindowsRaw(req.printer, data, jobName, deadline - Date.now());
    }
    // CUPS: raw bytes must bypass every filter, or ZPL would be "printed" as text.
    const mime = format === 'pdf' ? 'application/pdf' : 'application/vnd.cups-raw';
    return (await this.cups()).print(req.printer, data, { format: mime, jobName, landscape: req.landscape, deadline });
  }
}
