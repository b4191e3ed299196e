/**
 * The receiving-manifests resource (spec 3 §7 Receiving, issue 26): a manifest by its number (the id: what the dock
 * scans), GET Manifest; update is PUT ManifestTares (the tares as the screen holds them, with the version read and
 * optionally the job that receives it and receive or close), answering the manifest.
 */
import { A1, type Manifest } from '@a1/shared';
import { a1Call } from '../a1Client';
import { callOptions, type ResourceCalls } from './types';

export type ManifestRecord = Manifest & { id: string };

export const withNumber = (manifest: Manifest): ManifestRecord => ({ ...manifest, id: manifest.manifestNumber });

export const receivingManifests: ResourceCalls = {
  async getOne(params) {
    const manifest = await a1Call(
      A1.receivingManifest,
      { query: { ManifestNumber: String(params.id) } },
      callOptions(params),
    );
    return { data: withNumber(manifest) };
  },
  async update(params) {
    const previous = params.previousData as ManifestRecord;
    const data = params.data as {
      tares: Array<{ tareTypeId: number; grossKg: number; weightSource: 'scale' | 'typed' }>;
      jobId?: number;
      action?: 'save' | 'receive' | 'close';
    };
    const body = {
      manifestId: previous.manifestId,
      version: previous.version,
      jobId: data.jobId,
      tares: data.tares.map(({ tareTypeId, grossKg, weightSource }) => ({ tareTypeId, grossKg, weightSource })),
      action: data.action,
    };
    return { data: withNumber(await a1Call(A1.receivingManifestTares, { body }, callOptions(params))) };
  },
};
