/**
 * The workstation daemon's executable for the Download Plugin step (issue 29 point 7): `pnpm build:daemon` builds it
 * for the system it runs on (Node's single-executable support), so the server offers that system's file when the
 * build is there, and says so when it is not.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { errorEnvelope, type PluginDownloadInfo } from '@a1/shared';
import { sendDownload } from '../../files/index.ts';

export const PLUGIN_NOT_BUILT = 'This server has no workstation plugin to offer: it is built with pnpm build:daemon.';

const PLATFORM: Record<string, PluginDownloadInfo['platform']> = { win32: 'windows', darwin: 'macos' };

async function sizeOf(file: string): Promise<number | null> {
  const found = await stat(file).catch(() => null);
  return found?.isFile() ? found.size : null;
}

export async function pluginDownloadInfo(file: string): Promise<PluginDownloadInfo> {
  const size = await sizeOf(file);
  return {
    available: size !== null,
    platform: PLATFORM[process.platform] ?? 'linux',
    fileName: path.basename(file),
    size: size ?? 0,
  };
}

/** Streams the executable (tens of megabytes) as every download is sent, or answers 404 with the reason. */
export async function sendPluginExecutable(reply: FastifyReply, file: string): Promise<void> {
  const size = await sizeOf(file);
  if (size === null) {
    await reply.code(404).send(errorEnvelope(404, PLUGIN_NOT_BUILT));
    return;
  }
  await sendDownload(reply, {
    fileName: path.basename(file),
    contentType: 'application/octet-stream',
    content: createReadStream(file),
    size,
  });
}
