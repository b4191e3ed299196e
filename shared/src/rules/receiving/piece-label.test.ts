import { describe, expect, it } from 'vitest';
import { pieceLabelZpl, zplText } from './piece-label.ts';

describe('piece label', () => {
  it('prints the job, customer, time and the code as a Code 128 barcode', () => {
    const zpl = pieceLabelZpl({
      code: 'PC-0001',
      jobNumber: 'J0240001',
      customer: 'Société Générale',
      pieceText: '1 of 3',
      receivedOn: '2026-11-26 21:30',
    });
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl.endsWith('^XZ')).toBe(true);
    expect(zpl).toContain('^FDJOB J0240001^FS');
    expect(zpl).toContain('^FDSociete Generale^FS');
    expect(zpl).toContain('^FD1 of 3^FS');
    expect(zpl).toContain('^BCN,180,N,N,N^FDPC-0001^FS');
  });

  it('keeps ZPL commands out of the text', () => {
    expect(zplText('A^B~C')).toBe('A B C');
    expect(zplText('x'.repeat(50))).toHaveLength(40);
    expect(zplText('北京')).toBe('??');
  });
});
