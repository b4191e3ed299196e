/** MT-SICS (Mettler Toledo Standard Interface Command Set), level 0: `S` / `SI` and their answers. */
import { DaemonFailure } from '../errors.ts';

export const MTSICS_COMMANDS = { stable: 'S\r\n', immediate: 'SI\r\n' } as const;

export interface MtReading {
  stable: boolean;
  weight: number;
  unit: string;
}

/**
 * `S S     12.345 kg` stable, `S D     12.340 kg` dynamic (in motion, from SI);
 * `S I` busy, `S +` overload, `S -` underload, `ES` / `ET` / `EL` command errors.
 */
export function parseMtSics(line: string): MtReading {
  const l = line.replace(/[\r\n]+$/, '').trim();
  const m = /^S\s+([SD])\s+(-?\d+(?:\.\d+)?)\s*(\S+)?$/.exec(l);
  if (m) return { stable: m[1] === 'S', weight: Number(m[2]), unit: m[3] ?? '' };
  if (/^S\s+I$/.test(l))
    throw new DaemonFailure(
      503,
      'The scale is busy and cannot give a weight now (S I). Wait a moment and weigh again.',
    );
  if (/^S\s+\+$/.test(l)) throw new DaemonFailure(422, 'The scale is overloaded (S +). Take weight off the scale.');
  if (/^S\s+-$/.test(l))
    throw new DaemonFailure(422, 'The scale is below zero (S -). Empty the platter and zero the scale.');
  if (l === 'ES')
    throw new DaemonFailure(
      502,
      'The scale did not understand the command (ES). Check that the scale is set to MT-SICS.',
    );
  if (l === 'ET')
    throw new DaemonFailure(502, 'The scale reported a transmission error (ET). Check the cable and the baud rate.');
  if (l === 'EL')
    throw new DaemonFailure(502, 'The scale could not carry out the command (EL). Check the scale settings.');
  throw new DaemonFailure(
    502,
    `The scale sent an answer the plugin does not understand: '${l.slice(0, 40)}'. Check that it speaks MT-SICS.`,
  );
}
