/** One request/answer exchange with a scale over a serial port or TCP, ended by the answer's terminator or a deadline. */
import { connect } from 'node:net';
import { DaemonFailure } from '../errors.ts';

export type Link = { kind: 'serial'; path: string; baudRate: number } | { kind: 'tcp'; host: string; port: number };

export function describeLink(l: Link): string {
  return l.kind === 'serial' ? l.path : `${l.host}:${l.port}`;
}

/**
 * Writes `command`, then collects bytes until `complete(received)` says a whole answer is in.
 * The port is opened per exchange, so an unplugged and re-plugged scale just works on the next weigh.
 */
export async function exchange(
  link: Link,
  command: Buffer,
  complete: (s: string) => string | undefined,
  timeoutMs: number,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const silent = () =>
    new DaemonFailure(
      504,
      `The scale on ${describeLink(link)} did not answer within ${Math.round(timeoutMs / 1000)} s. Check that it is on and its cable is plugged in.`,
    );
  if (link.kind === 'tcp') {
    return new Promise((resolve, reject) => {
      let got = '';
      const sock = connect({ host: link.host, port: link.port });
      const timer = setTimeout(() => end(silent()), timeoutMs);
      const end = (err?: Error, value?: string) => {
        clearTimeout(timer);
        sock.destroy();
        if (err) reject(err);
        else resolve(value!);
      };
      sock.setNoDelay(true);
      sock.on('connect', () => sock.write(command));
      sock.on('data', (d) => {
        got += d.toString('latin1');
        const answer = complete(got);
        if (answer !== undefined) end(undefined, answer);
      });
      sock.on('error', (e: NodeJS.ErrnoException) =>
        end(
          new DaemonFailure(
            503,
            e.code === 'ECONNREFUSED'
              ? `The scale at ${describeLink(link)} refused the connection. Is it on?`
              : `Cannot reach the scale at ${describeLink(link)}: ${e.code ?? e.message}.`,
          ),
        ),
      );
      sock.on('close', () =>
        end(new DaemonFailure(503, `The scale at ${describeLink(link)} closed the connection without an answer.`)),
      );
    });
  }
  let SerialPort: typeof import('serialport').SerialPort;
  try {
    ({ SerialPort } = await import('serialport'));
  } catch {
    throw new DaemonFailure(503, 'Serial scales are not supported in this build (serialport is missing).');
  }
  const port = new SerialPort({ path: link.path, baudRate: link.baudRate, autoOpen: false });
  await new Promise<void>((resolve, reject) => {
    const t = setTimeout(() => reject(silent()), Math.max(0, deadline - Date.now()));
    port.open((err) => {
      clearTimeout(t);
      if (err)
        reject(
          new DaemonFailure(
            503,
            `Cannot open the scale's port ${link.path}: ${/no such file|ENOENT|cannot find/i.test(err.message) ? 'it does not exist. Is the scale plugged in?' : err.message}`,
          ),
        );
      else resolve();
    });
  });
  try {
    return await new Promise<string>((resolve, reject) => {
      let got = '';
      const t = setTimeout(() => reject(silent()), Math.max(0, deadline - Date.now()));
      port.on('data', (d: Buffer) => {
        got += d.toString('latin1');
        const answer = complete(got);
        if (answer !== undefined) {
          clearTimeout(t);
          resolve(answer);
        }
      });
      port.on('error', (e) => {
        clearTimeout(t);
        reject(new DaemonFailure(503, `The scale's port ${link.path} failed: ${e.message}`));
      });
      port.on('close', () => {
        clearTimeout(t);
        reject(new DaemonFailure(503, `The scale's port ${link.path} closed. Is the scale unplugged?`));
      });
      port.write(command);
    });
  } finally {
    port.removeAllListeners('close');
    if (port.isOpen) await new Promise<void>((r) => port.close(() => r()));
  }
}

/** The first whole line (CR LF or LF ended), without its terminator. */
export function firstLine(s: string): string | undefined {
  const i = s.indexOf('\n');
  return i < 0 ? undefined : s.slice(0, i).replace(/\r$/, '');
}
