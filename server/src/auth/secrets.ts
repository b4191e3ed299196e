/**
 * Per-session API secrets. They are long random values, so a fast SHA-256 digest is enough to
 * store them safely (scrypt is for low-entropy human passwords).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const digest = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export function matchesDigest(secret: string, storedDigest: string): boolean {
  const a = Buffer.from(digest(secret), 'hex');
  const b = Buffer.from(storedDigest, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
