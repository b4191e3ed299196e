/**
 * The system part of `a1-plugin doctor`, read with systeminformation: what support asks first (which OS, how much
 * memory) and which USB devices are plugged in, so a USB scale's VID/PID is read off the list, not guessed.
 * Loaded only by doctor: the serving daemon never pays for it.
 */
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { platform } from 'node:os';

export interface UsbDevice {
  vid: number;
  pid: number;
  name: string;
}

export interface SystemSnapshot {
  system: string;
  /** Undefined when this platform's listing gives no ids (systeminformation reports them on Linux). */
  usb: UsbDevice[] | undefined;
  /** Why the USB list is missing or may be incomplete, with what to do. */
  usbNote?: string;
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');
export const describeUsb = (d: UsbDevice): string => `${hex4(d.vid)}:${hex4(d.pid)}${d.name ? ` ${d.name}` : ''}`;

/** systeminformation's Linux ids are "vendor:product" in hex; anything else carries no usable id. */
export function usbDevicesFrom(list: { id: number | string; name?: string; vendor?: string }[]): UsbDevice[] {
  const out: UsbDevice[] = [];
  for (const d of list) {
    const m = /^([0-9a-f]{4}):([0-9a-f]{4})$/i.exec(String(d.id));
    if (m)
      out.push({
        vid: parseInt(m[1], 16),
        pid: parseInt(m[2], 16),
        name: [d.vendor, d.name].filter(Boolean).join(' ').trim(),
      });
  }
  return out;
}

/** The plugged-in device a USB scale configuration names (either id may be left out, as the wizard allows). */
export function findUsbDevice(
  devices: UsbDevice[],
  vid: number | undefined,
  pid: number | undefined,
): UsbDevice | undefined {
  return devices.find((d) => (vid === undefined || d.vid === vid) && (pid === undefined || d.pid === pid));
}

const onPath = (command: string) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));

/** Never hangs doctor: a slow probe gives up after `timeoutMs` and says so. */
async function within<T>(promise: Promise<T>, timeoutMs: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), timeoutMs);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function systemSnapshot(timeoutMs = 3000): Promise<SystemSnapshot> {
  const si = await import('systeminformation');
  const [os, mem] = await Promise.all([
    within(si.osInfo(), timeoutMs, undefined),
    within(si.mem(), timeoutMs, undefined),
  ]);
  const system = [
    os ? `${os.distro} ${os.release}`.trim() + ` (${os.arch})` : platform(),
    mem
      ? `${(mem.total / 1024 ** 3).toFixed(1)} GB memory, ${(mem.available / 1024 ** 3).toFixed(1)} GB free`
      : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  if (platform() !== 'linux')
    return {
      system,
      usb: undefined,
      usbNote: "USB ids are listed on Linux only; see the device manager for the scale's VID/PID",
    };
  if (!onPath('lsusb'))
    return {
      system,
      usb: undefined,
      usbNote: 'lsusb is missing, so USB devices cannot be listed (sudo apt-get install usbutils)',
    };
  const usb = await within(si.usb(), timeoutMs, undefined);
  if (!usb) return { system, usb: undefined, usbNote: `listing USB devices took more than ${timeoutMs / 1000} s` };
  return { system, usb: usbDevicesFrom(usb) };
}
