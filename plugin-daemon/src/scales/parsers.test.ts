import { describe, expect, it } from 'vitest';
import { SCALE_TYPES } from '@a1/shared/daemon/contract';
import { parseConfig } from '../config.ts';
import { parseCubiScan } from './cubiscan.ts';
import { parseHidReport, readFreshReport } from './hid.ts';
import { parseMtSics } from './mtsics.ts';
import { parseQubevu } from './qubevu.ts';
import { resolveScale } from './index.ts';

describe('scale types', () => {
  it('S-187: scale connection types are exactly usb, com, cubiScan, mtind, mtvip and qubevu', () => {
    expect([...SCALE_TYPES]).toEqual(['usb', 'com', 'cubiScan', 'mtind', 'mtvip', 'qubevu']);
    expect(() => parseConfig({ scales: [{ name: 'x', type: 'serial' }] })).toThrow(
      /usb, com, cubiScan, mtind, mtvip, qubevu/,
    );
  });
});

describe('USB HID point-of-sale scale reports (captured from a DYMO M10 and a Stamps.com 5 lb scale)', () => {
  // [report id 3, status, unit, exponent, weight LSB, MSB]
  it('stable 1234 g (unit 2, exponent 0)', () => {
    expect(parseHidReport([0x03, 0x04, 0x02, 0x00, 0xd2, 0x04])).toEqual({ stable: true, weight: 1234, unit: 'g' });
  });
  it('ounces with exponent -1: 0x0096 = 150 → 15.0 oz', () => {
    expect(parseHidReport([0x03, 0x04, 0x0b, 0xff, 0x96, 0x00])).toEqual({ stable: true, weight: 15, unit: 'oz' });
  });
  it('in motion', () => {
    expect(parseHidReport([0x03, 0x03, 0x0c, 0xfe, 0x7b, 0x00])).toEqual({ stable: false, weight: 1.23, unit: 'lb' });
  });
  it('stable at zero', () => {
    expect(parseHidReport([0x03, 0x02, 0x0b, 0xff, 0x00, 0x00])).toEqual({ stable: true, weight: 0, unit: 'oz' });
  });
  it('a report without the id byte (hidraw on some systems)', () => {
    expect(parseHidReport([0x04, 0x02, 0x00, 0x10, 0x27])).toEqual({ stable: true, weight: 10000, unit: 'g' });
  });
  it.each([
    [0x05, /below zero/],
    [0x06, /overloaded/],
    [0x01, /fault/],
    [0x08, /re-zeroing/],
  ])('status %i is a clear error', (status, msg) => {
    expect(() => parseHidReport([0x03, status, 0x02, 0x00, 0x00, 0x00])).toThrow(msg);
  });
});

describe('MT-SICS answers', () => {
  it('parses S S and S D lines', () => {
    expect(parseMtSics('S S      12.345 kg\r\n')).toEqual({ stable: true, weight: 12.345, unit: 'kg' });
    expect(parseMtSics('S D     -0.002 g')).toEqual({ stable: false, weight: -0.002, unit: 'g' });
  });
  it('garbage is an error naming what came', () => {
    expect(() => parseMtSics('hello')).toThrow(/hello/);
  });
});

describe('CubiScan answers', () => {
  it('an out-of-range value is an error, not a reading', () => {
    expect(() => parseCubiScan('\x02MAC123456,L~99.9,W  8.0,H  4.5,E,K   2.3,D   2.7,E,F 166,D\x03\r\n')).toThrow(
      /length is over/,
    );
  });
});

describe('qubevu answers', () => {
  it('reads dimensions and weight, whatever the key case or nesting', () => {
    expect(
      parseQubevu({
        Dimensions: { Length: 12, Width: 10, Height: 4 },
        Weight: 3.5,
        WeightUnit: 'lb',
        DimensionUnit: 'in',
      }),
    ).toEqual({
      length: 12,
      width: 10,
      height: 4,
      dimensionUnit: 'in',
      weight: 3.5,
      unit: 'lb',
      stable: true,
    });
  });
  it('an error field is a clear error', () => {
    expect(() => parseQubevu({ error: 'No object detected' })).toThrow(/No object detected/);
  });
});

describe('device restriction', () => {
  const scales = parseConfig({
    scales: [
      { name: 'usb', type: 'usb', vid: '0x0922', pid: '0x8003' },
      { name: 'mt', type: 'mtind', port: 'COM3' },
    ],
  }).scales;
  it('S-393: matches vid/pid whatever the notation, and the port case-insensitively', () => {
    expect(resolveScale(scales, { mode: 'usb', vid: '2338', pid: '32771' }).name).toBe('usb');
    expect(resolveScale(scales, { mode: 'usb', vid: '0922', pid: '8003' }).name).toBe('usb');
    expect(resolveScale(scales, { mode: 'mtind', port: 'com3' }).name).toBe('mt');
  });
  it('refuses anything else', () => {
    expect(() => resolveScale(scales, { mode: 'usb', vid: '0x0922', pid: '0x8004' })).toThrow(/not set up/);
    expect(() => resolveScale(scales, { mode: 'mtind', port: 'COM4' })).toThrow(/not set up/);
    expect(() => resolveScale(scales, { mode: 'tcp' })).toThrow(/not a scale type/);
  });
});

describe('USB scale stale first read', () => {
  const replay = (reports: (number[] | undefined)[]) => ({ read: async () => reports.shift() });
  it('a continuously reporting scale: the stale first report is dropped for the fresh one', async () => {
    const r = await readFreshReport(
      replay([
        [0x03, 0x02, 0x0b, 0xff, 0x00, 0x00],
        [0x03, 0x04, 0x0b, 0xff, 0x96, 0x00],
      ]),
      2500,
      'silent',
    );
    expect(parseHidReport(r)).toEqual({ stable: true, weight: 15, unit: 'oz' });
  });
  it('a scale that reports only on change: the first report stands', async () => {
    const r = await readFreshReport(replay([[0x03, 0x04, 0x0b, 0xff, 0x96, 0x00], undefined]), 2500, 'silent');
    expect(parseHidReport(r).weight).toBe(15);
  });
  it('a silent scale is a clear error', async () => {
    await expect(
      readFreshReport(
        { read: async (ms) => new Promise((r) => setTimeout(() => r(undefined), ms)) },
        300,
        'The USB scale sent no weight',
      ),
    ).rejects.toThrow(/sent no weight/);
  });
});
