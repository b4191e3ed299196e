import { describe, expect, it } from 'vitest';
import { describeUsb, findUsbDevice, usbDevicesFrom } from './system-report.ts';

const listed = [
  { id: '0922:8003', name: 'M25 25 lb Digital Postal Scale', vendor: 'Dymo-CoStar Corp.' },
  { id: '1d6b:0002', name: '2.0 root hub', vendor: 'Linux Foundation' },
  { id: 'USB\\VID_0EB8&PID_F000', name: 'Mettler Toledo PS60' }, // a Windows-style id: no usable ids
];

describe('doctor: USB devices from systeminformation', () => {
  it('reads vendor and product ids from the Linux "vvvv:pppp" ids and skips the rest', () => {
    expect(usbDevicesFrom(listed)).toEqual([
      { vid: 0x0922, pid: 0x8003, name: 'Dymo-CoStar Corp. M25 25 lb Digital Postal Scale' },
      { vid: 0x1d6b, pid: 0x0002, name: 'Linux Foundation 2.0 root hub' },
    ]);
  });

  it('finds the scale a configuration names by VID, by PID, or by both', () => {
    const devices = usbDevicesFrom(listed);
    expect(findUsbDevice(devices, 0x0922, undefined)?.pid).toBe(0x8003);
    expect(findUsbDevice(devices, undefined, 0x8003)?.vid).toBe(0x0922);
    expect(findUsbDevice(devices, 0x0922, 0x8003)).toBeDefined();
    expect(findUsbDevice(devices, 0x0922, 0x0002)).toBeUndefined();
    expect(findUsbDevice([], 0x0922, undefined)).toBeUndefined();
  });

  it('describes a device the way the wizard asks for it (hex VID:PID, then its name)', () => {
    expect(describeUsb({ vid: 0x922, pid: 0x8003, name: 'Dymo' })).toBe('0922:8003 Dymo');
    expect(describeUsb({ vid: 1, pid: 2, name: '' })).toBe('0001:0002');
  });
});
