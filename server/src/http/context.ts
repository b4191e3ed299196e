/** What every A1 request carries once the auth hook has run (shell §7 custom headers). */
import type { FastifyRequest } from 'fastify';
import { A1_HEADERS } from '@a1/shared';
import type { SessionUser } from '../auth/sessions.ts';

export interface A1Headers {
  locationId?: number;
  locationName?: string;
  apiKey?: string;
  appUserName?: string;
  workStation?: string;
  appUserId?: number;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const asNumber = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) ? n : undefined;
};

export function readA1Headers(request: FastifyRequest): A1Headers {
  return {
    locationId: asNumber(header(request, A1_HEADERS.locationId)),
    locationName: header(request, A1_HEADERS.locationName),
    apiKey: header(request, A1_HEADERS.apiKey),
    appUserName: header(request, A1_HEADERS.appUserName),
    workStation: header(request, A1_HEADERS.workStation),
    appUserId: asNumber(header(request, A1_HEADERS.appUserId)),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    a1Headers: A1Headers;
    /** Set for every authenticated call; the public authentication calls leave it undefined. */
    sessionUser?: SessionUser;
  }
}

/** The signed-in user of a guarded route (the hook guarantees it is there). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new Error('currentUser called on a public route');
  return request.sessionUser;
}
