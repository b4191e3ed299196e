/**
 * Uploaded files, safely (reusable by every area that takes attachments): a size limit, the name reduced to a
 * safe one, the type chosen from an allow-list by extension and checked against the file's first bytes, and a
 * download that is always an attachment with its type, never rendered inline (nosniff, a sandboxing CSP).
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ATTACHMENT_TYPES, TICKET_LIMITS, TICKET_MESSAGES } from '@a1/shared';
import { A1Error } from '../http/errors.ts';

export interface UploadLimits {
  maxBytes: number;
  /** Extension (lower case, no dot) → the type the file is served as. */
  types: Record<string, string>;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { maxBytes: TICKET_LIMITS.attachmentBytes, types: ATTACHMENT_TYPES };

export interface AcceptedFile {
  fileName: string;
  extension: string;
  contentType: string;
  content: Buffer;
  /** A unique prefix for the stored file (random): names never collide. */
  filePrefix: string;
}

/** Signatures of binary types: the file's first bytes must match one of its extension's. */
const SIGNATURES: Record<string, Array<{ offset: number; bytes: number[] }>> = {
  pdf: [{ offset: 0, bytes: [0x25, 0x50, 0x44, 0x46] }],
  png: [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
  jpg: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }],
  jpeg: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }],
  gif: [{ offset: 0, bytes: [0x47, 0x49, 0x46, 0x38] }],
  webp: [{ offset: 8, bytes: [0x57, 0x45, 0x42, 0x50] }],
  zip: [{ offset: 0, bytes: [0x50, 0x4b, 0x03, 0x04] }],
  xlsx: [{ offset: 0, bytes: [0x50, 0x4b, 0x03, 0x04] }],
  docx: [{ offset: 0, bytes: [0x50, 0x4b, 0x03, 0x04] }],
  pptx: [{ offset: 0, bytes: [0x50, 0x4b, 0x03, 0x04] }],
  xls: [{ offset: 0, bytes: [0xd0, 0xcf, 0x11, 0xe0] }],
  doc: [{ offset: 0, bytes: [0xd0, 0xcf, 0x11, 0xe0] }],
  msg: [{ offset: 0, bytes: [0xd0, 0xcf, 0x11, 0xe0] }],
};
/** Text types: no NUL byte, valid UTF-8. */
const TEXT_TYPES = new Set(['txt', 'csv', 'log', 'json', 'xml', 'eml']);

/** A name safe on every file system and in a header: no path, no control or odd characters, at most 150. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKC')
    .replace(/\p{Cc}|[<>:"|?*]/gu, '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/_+/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (cleaned.length <= 150) return cleaned || 'file';
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 150 - ext.length) + ext;
}

function decodeBase64(content: string): Buffer {
  const data = content.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length % 4 === 1)
    throw new A1Error(400, TICKET_MESSAGES.attachmentNotBase64);
  return Buffer.from(data, 'base64');
}

function matchesSignature(extension: string, content: Buffer): boolean {
  const signatures = SIGNATURES[extension];
  if (signatures) return signatures.some((s) => s.bytes.every((byte, i) => content[s.offset + i] === byte));
  if (TEXT_TYPES.has(extension)) {
    if (content.includes(0)) return false;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(content);
      return true;
    } catch {
      return false;
    }
  }
  return false;
}

/** Checks an upload (base64, maybe a data: URL) and answers what to store, or refuses saying why (400/413). */
export function acceptUpload(
  fileName: string,
  content: string,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): AcceptedFile {
  const safeName = sanitizeFileName(fileName);
  const dot = safeName.lastIndexOf('.');
  const extension = dot > 0 ? safeName.slice(dot + 1).toLowerCase() : '';
  const contentType = limits.types[extension];
  if (!contentType)
    throw new A1Error(400, TICKET_MESSAGES.attachmentType(extension, Object.keys(limits.types).join(', ')));
  // base64 is 4/3 the size: refuse a too-large file before decoding it.
  if (content.length > Math.ceil(limits.maxBytes / 3) * 4 + 200)
    throw new A1Error(413, TICKET_MESSAGES.attachmentTooLarge(Math.round(limits.maxBytes / 1024 / 1024)));
  const bytes = decodeBase64(content);
  if (bytes.length === 0) throw new A1Error(400, TICKET_MESSAGES.attachmentEmpty);
  if (bytes.length > limits.maxBytes)
    throw new A1Error(413, TICKET_MESSAGES.attachmentTooLarge(Math.round(limits.maxBytes / 1024 / 1024)));
  if (!matchesSignature(extension, bytes)) throw new A1Error(400, TICKET_MESSAGES.attachmentContent(extension));
  return { fileName: safeName, extension, contentType, content: bytes, filePrefix: randomBytes(8).toString('hex') };
}

/** Content-Disposition for a download: an ASCII fallback name and the UTF-8 one (RFC 6266, 5987). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a stored file as a download: its type, attachment disposition, never sniffed or rendered as a page. A large
 * file (the workstation plugin) comes as a stream with its size, never read into memory whole.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { fileName: string; contentType: string } & ({ content: Buffer } | { content: Readable; size: number }),
): FastifyReply {
  return reply
    .code(200)
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition(file.fileName))
    .header('Content-Length', String('size' in file ? file.size : file.content.length))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.content);
}
