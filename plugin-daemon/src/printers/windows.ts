/**
 * The Windows spooler, through PowerShell (no native addon to carry): listing with Win32_Printer, printing
 * through winspool's StartDocPrinter with the RAW data type, so ZPL/EPL/ESC-POS reach the printer unchanged.
 */
import { execFile } from 'node:child_process';
import type { PrinterInfo, PrintResult } from '@a1/shared/daemon/contract';
import { DaemonFailure } from '../errors.ts';

function powershell(
  script: string,
  input: Buffer | undefined,
  timeoutMs: number,
  env?: Record<string, string>,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'powershell.exe',
      ['-NoProfile', '-NonInteractive', '-ExecutionPolicy', 'Bypass', '-Command', script],
      { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024, windowsHide: true, env: { ...process.env, ...env } },
      (err, stdout, stderr) => {
        if (err)
          reject(
            new DaemonFailure(
              (err as { killed?: boolean }).killed ? 504 : 503,
              (stderr || err.message).trim().split('\n')[0],
            ),
          );
        else resolve(stdout);
      },
    );
    if (input) child.stdin?.end(input.toString('base64'));
    else child.stdin?.end();
  });
}

// Win32_Printer.PrinterStatus: 3 idle, 4 printing, 5 warming up, 7 offline.
export async function listWindowsPrinters(timeoutMs: number): Promise<PrinterInfo[]> {
  const out = await powershell(
    'Get-CimInstance Win32_Printer | Select-Object Name,PrinterStatus,WorkOffline,Default | ConvertTo-Json -Compress',
    undefined,
    timeoutMs,
  );
  const rows = JSON.parse(out || '[]') as
    { Name: string; PrinterStatus: number; WorkOffline: boolean; Default: boolean }[] | { Name: string };
  return (Array.isArray(rows) ? rows : [rows]).map((r) => {
    const row = r as { Name: string; PrinterStatus: number; WorkOffline: boolean; Default: boolean };
    const offline = row.WorkOffline || row.PrinterStatus === 7;
    return {
      name: row.Name,
      kind: 'windows' as const,
      state: offline ? 'offline' : row.PrinterStatus === 4 ? 'printing' : row.PrinterStatus === 3 ? 'idle' : 'unknown',
      ...(offline ? { reason: 'The printer is offline' } : {}),
      isDefault: !!row.Default,
    };
  });
}

const RAW_PRINT = `
$ErrorActionPreference = 'Stop'
Add-Type -TypeDefinition @"
using System; using System.Runtime.InteropServices;
public static class A1Raw {
  [StructLayout(LayoutKind.Sequential, CharSet=CharSet.Unicode)] public class DOCINFO { public string pDocName; public string pOutputFile; public string pDataType; }
  [DllImport("winspool.drv", CharSet=CharSet.Unicode, SetLastError=true)] public static extern bool OpenPrinter(string n, out IntPtr h, IntPtr d);
  [DllImport("winspool.drv", SetLastError=true)] public static extern bool ClosePrinter(IntPtr h);
  [DllImport("winspool.drv", CharSet=CharSet.Unicode, SetLastError=true)] public static extern int StartDocPrinter(IntPtr h, int l, DOCINFO d);
  [DllImport("winspool.drv", SetLastError=true)] public static extern bool EndDocPrinter(IntPtr h);
  [DllImport("winspool.drv", SetLastError=true)] public static extern bool StartPagePrinter(IntPtr h);
  [DllImport("winspool.drv", SetLastError=true)] public static extern bool EndPagePrinter(IntPtr h);
  [DllImport("winspool.drv", SetLastError=true)] public static extern bool WritePrinter(IntPtr h, byte[] b, int n, out int w);
  public static int Send(string printer, string doc, byte[] data) {
    IntPtr h; if (!OpenPrinter(printer, out h, IntPtr.Zero)) throw new Exception("Printer not found");
    try { var di = new DOCINFO { pDocName = doc, pDataType = "RAW" }; int job = StartDocPrinter(h, 1, di);
      if (job == 0) throw new Exception("The spooler refused the job"); StartPagePrinter(h); int w; WritePrinter(h, data, data.Length, out w);
      EndPagePrinter(h); EndDocPrinter(h); return job; } finally { ClosePrinter(h); } } }
"@
$data = [Convert]::FromBase64String([Console]::In.ReadToEnd())
[A1Raw]::Send($env:A1_PRINTER, $env:A1_JOB, $data)
`;

export async function printWindowsRaw(
  printer: string,
  data: Buffer,
  jobName: string,
  timeoutMs: number,
): Promise<PrintResult> {
  try {
    // Names go in by environment, never spliced into the script.
    const out = await powershell(RAW_PRINT, data, timeoutMs, { A1_PRINTER: printer, A1_JOB: jobName });
    return { printer, state: 'queued', jobId: Number(out.trim()) || undefined, bytes: data.length };
  } catch (e) {
    if (e instanceof DaemonFailure && /not found/i.test(e.message))
      throw new DaemonFailure(
        404,
        `Printer '${printer}' is not set up on this workstation. Check the printer name in Workstation Settings.`,
      );
    throw e;
  }
}
