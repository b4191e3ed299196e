/**
 * The workstation's scale through the daemon (issue 26 point 4): while `active`, GET weight with the scale chosen in
 * Workstation Settings every READ_EVERY_MS, until the readings settle (the shared rule: stable, above zero, the same
 * twice in a row); the gross is then taken without a keystroke and reading stops. A query of react-query, so the
 * screen shows its state (reading, no scale, the daemon's message) and no flag of its own.
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { settledGross, toKg, type ScaleReading } from '@a1/shared/rules/receiving/index';
import { getWorkstationSetting } from '../shell/workstationSession';
import { readWeight } from './pluginClient';

/** A scale answers an MT-SICS `S` within a second; two readings half a second apart settle a parcel put down. */
export const READ_EVERY_MS = 500;

export interface SettledWeight {
  /** No scale is chosen in Workstation Settings: the weight must be typed. */
  noScale: boolean;
  /** The latest reading in kilograms (still moving, or settled). */
  currentKg?: number;
  /** The settled gross in kilograms, once taken. */
  grossKg?: number;
  /** Why the scale cannot be read (the daemon's own words, or the plugin is not running). */
  error?: string;
}

/** Reads the scale while `active`; `round` starts a new weighing (a new tare row) when it changes. */
export function useSettledWeight(active: boolean, round: number): SettledWeight {
  const scale = getWorkstationSetting();
  const noScale = !scale?.scaleConnection;
  const readings = useRef<ScaleReading[]>([]);
  useEffect(() => {
    readings.current = [];
  }, [round]);
  const query = useQuery({
    queryKey: ['daemon', 'weight', round, scale?.scaleConnection, scale?.scaleSerialComPort],
    queryFn: async () => {
      const reading = await readWeight(scale!);
      readings.current = [...readings.current.slice(-4), reading];
      return { currentKg: toKg(reading.weight, reading.unit), grossKg: settledGross(readings.current) };
    },
    enabled: active && !noScale,
    // Until settled: then the row has its gross and the scale is left alone.
    refetchInterval: (q) => (q.state.data?.grossKg !== undefined || q.state.error ? false : READ_EVERY_MS),
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
  });
  return {
    noScale,
    currentKg: query.data?.currentKg,
    grossKg: query.data?.grossKg,
    error: query.error ? query.error.message : undefined,
  };
}
