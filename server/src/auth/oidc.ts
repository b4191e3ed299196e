/**
 * OpenID Connect ID-token verification (design §3): the token's signature is checked against the keys
 * the provider publishes (discovery → jwks_uri, through jose), then its issuer, audience (our client id),
 * expiry and e-mail. Which provider may vouch for an e-mail is configuration (per e-mail domain).
 */
import { createRemoteJWKSet, decodeJwt, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config, SsoDomainConfig } from '../config.ts';
import { A1Error } from '../http/errors.ts';

export const OIDC_MESSAGES = {
  malformed: 'The sign-in token is not a valid token. Please sign in again.',
  unknownIssuer: 'The sign-in token was not issued by a configured sign-in provider.',
  wrongProvider: 'This e-mail does not sign in with that provider.',
  badSignature: "The sign-in token's signature is not valid.",
  expired: 'The sign-in token has expired. Please sign in again.',
  wrongAudience: 'The sign-in token was issued for another application.',
  invalidClaims: 'The sign-in token could not be accepted. Please sign in again.',
  noEmail: 'The sign-in token carries no verified e-mail address.',
  otherAccount: 'The sign-in token belongs to another account than the e-mail entered.',
  noUser: (email: string) => `No A1 user has the e-mail ${email}. Please contact IT.`,
  unreachable: 'The sign-in provider could not be reached to check the token. Please try again.',
} as const;

type Kind = 'identityProvider' | 'directorySuite';
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** One key set per issuer, kept for the process: jose refreshes it when an unknown key id shows up. */
const keySets = new Map<string, Promise<JWTVerifyGetKey>>();

async function keySetFor(issuer: string): Promise<JWTVerifyGetKey> {
  let pending = keySets.get(issuer);
  if (!pending) {
    pending = (async () => {
      const response = await fetch(`${trimSlash(issuer)}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      const discovery = (await response.json()) as { issuer?: string; jwks_uri?: string };
      if (!discovery.jwks_uri || trimSlash(discovery.issuer ?? '') !== trimSlash(issuer))
        throw new Error('discovery document does not match the issuer');
      return createRemoteJWKSet(new URL(discovery.jwks_uri));
    })();
    keySets.set(issuer, pending);
    // A failed discovery is retried on the next sign-in rather than remembered.
    pending.catch(() => keySets.delete(issuer));
  }
  return pending;
}

function providerFor(config: Config, issuer: string): { kind: Kind; provider: SsoDomainConfig } | undefined {
  for (const kind of ['identityProvider', 'directorySuite'] as const) {
    const provider = config[kind];
    if (provider && trimSlash(provider.issuer) === trimSlash(issuer)) return { kind, provider };
  }
  return undefined;
}

export interface VerifiedIdentity {
  email: string;
  kind: Kind;
  issuer: string;
  subject: string;
}

/** Verifies an ID token for the e-mail entered; throws a 401 A1Error with a clear reason otherwise. */
export async function verifyIdToken(config: Config, token: string, enteredEmail: string): Promise<VerifiedIdentity> {
  let issuer: string | undefined;
  try {
    issuer = decodeJwt(token).iss;
  } catch {
    throw new A1Error(401, OIDC_MESSAGES.malformed);
  }
  const match = issuer ? providerFor(config, issuer) : undefined;
  if (!issuer || !match) throw new A1Error(401, OIDC_MESSAGES.unknownIssuer);
  const address = enteredEmail.trim().toLowerCase();
  const listed = match.provider.domains;
  if (!listed.includes(address.split('@')[1] ?? '') && !listed.includes(address))
    throw new A1Error(401, OIDC_MESSAGES.wrongProvider);

  let keys: JWTVerifyGetKey;
  try {
    keys = await keySetFor(match.provider.issuer);
  } catch {
    throw new A1Error(502, OIDC_MESSAGES.unreachable);
  }
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keys, {
      issuer,
      audience: match.provider.clientId,
      algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      clockTolerance: 30,
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new A1Error(401, OIDC_MESSAGES.expired);
    if (error instanceof errors.JWTClaimValidationFailed) {
      throw new A1Error(401, error.claim === 'aud' ? OIDC_MESSAGES.wrongAudience : OIDC_MESSAGES.invalidClaims);
    }
    if (error instanceof errors.JWKSTimeout || (error as Error).name === 'TypeError')
      throw new A1Error(502, OIDC_MESSAGES.unreachable);
    throw new A1Error(401, OIDC_MESSAGES.badSignature);
  }
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (!email || payload.email_verified === false) throw new A1Error(401, OIDC_MESSAGES.noEmail);
  if (email !== enteredEmail.trim().toLowerCase()) throw new A1Error(401, OIDC_MESSAGES.otherAccount);
  return { email, kind: match.kind, issuer, subject: String(payload.sub ?? '') };
}
