/** A failure the packer can act on: carries the envelope code and a plain-language message (never a stack). */
export class DaemonFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Rejects after `ms` with a clear message, and runs `onTimeout` so the caller can free the device. */
export function withTimeout<T>(p: Promise<T>, ms: number, message: string, onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout;
  const t = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new DaemonFailure(504, message));
    }, ms);
  });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

/** Serialises work per device: one serial port or HID device can only hold one conversation at a time. */
export class KeyedMutex {
  private tails = new Map<string, Promise<unknown>>();
  run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.tails.get(key) ?? Promise.resolve();
    const next = prev.then(fn, fn);
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }
}
