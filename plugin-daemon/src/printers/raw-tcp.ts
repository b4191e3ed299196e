/** Raw TCP ("JetDirect", port 9100): the label printer receives the bytes exactly as given. */
import { connect } from 'node:net';
import { DaemonFailure } from '../errors.ts';

export function sendRaw(
  host: string,
  port: number,
  data: Buffer,
  timeoutMs: number,
  label = `${host}:${port}`,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const sock = connect({ host, port });
    let done = false;
    const finish = (err?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      sock.destroy();
      if (err) reject(err);
      else resolve();
    };
    const timer = setTimeout(
      () =>
        finish(
          new DaemonFailure(
            504,
            `Label printer ${label} did not take the label within ${Math.round(timeoutMs / 1000)} s. Check that it is on, online and on the network.`,
          ),
        ),
      timeoutMs,
    );
    sock.setNoDelay(true);
    sock.on('connect', () => {
      // end() sends the data then FIN; the printer closes its side once it has everything.
      sock.end(data);
    });
    // Half-close: a printer that never closes still got the data once our FIN is acknowledged by 'finish'.
    let flushed = false;
    sock.on('finish', () => {
      flushed = true;
    });
    sock.on('close', () =>
      flushed
        ? finish()
        : finish(new DaemonFailure(503, `Label printer ${label} closed the connection before the label was sent.`)),
    );
    sock.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'ECONNREFUSED')
        finish(new DaemonFailure(503, `Label printer ${label} refused the connection. Is it switched on and online?`));
      else if (e.code === 'EHOSTUNREACH' || e.code === 'ENETUNREACH' || e.code === 'ETIMEDOUT')
        finish(
          new DaemonFailure(503, `Label printer ${label} cannot be reached. Check its network cable and IP address.`),
        );
      else if (e.code === 'ECONNRESET' && flushed) finish();
      else finish(new DaemonFailure(503, `Label printer ${label}: ${e.message}`));
    });
  });
}

/** A quick reachability probe for listings and doctor: can we open a connection at all? */
export function probeTcp(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = connect({ host, port });
    const t = setTimeout(() => {
      sock.destroy();
      resolve(false);
    }, timeoutMs);
    sock.on('connect', () => {
      clearTimeout(t);
      sock.destroy();
      resolve(true);
    });
    sock.on('error', () => {
      clearTimeout(t);
      resolve(false);
    });
  });
}
