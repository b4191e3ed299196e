/**
 * Security headers on every answer of the server: the API, the web app's files, /api/docs, errors and 404s
 * (issue 23 point 9). Set on the raw response as each request arrives, so that answers sent outside Fastify's reply
 * (event streams, static files) carry them too; a route that sets its own value keeps it (file downloads send
 * `default-src 'none'; sandbox`, event streams `no-cache`).
 *
 * The Content-Security-Policy allows what the app really uses and nothing else:
 * - scripts from our origin only: the built index.html loads one module file, no inline script, no eval;
 * - style-src 'unsafe-inline': MUI (emotion) injects <style> tags at run time and components set style attributes;
 *   without it the app renders unstyled. Styles cannot run script, so scripts stay strict;
 * - img-src data: and blob:: MUI and swagger-ui draw small icons as data: URLs; downloads are blob: URLs;
 * - connect-src: our origin, the workstation daemon on localhost:19090 (shell §7, web/src/plugin), the OpenID
 *   Connect issuers configured by A1_OIDC_*_ISSUER (oidc-client-ts reads their discovery document and token
 *   endpoint from the browser), and any origin listed in A1_CSP_CONNECT_SRC (a web build with VITE_A1_API_ORIGIN
 *   calls the API there). SSO opens the provider by redirect or popup, never in a frame, so frame-src stays 'self';
 * - frame-ancestors 'none' (and X-Frame-Options DENY for older browsers): no other page may frame ours.
 * /api/docs (swagger-ui) runs under the same policy: its page loads script files only (no inline script) and uses
 * inline styles and data: images, which the policy allows.
 */
import type { FastifyInstance } from 'fastify';
import { PLUGIN_PORT } from '@a1/shared';
import type { Config } from '../config.ts';

/** The origin of a URL, or undefined when it is not one. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function contentSecurityPolicy(config: Pick<Config, 'identityProvider' | 'directorySuite' | 'cspConnectSrc'>) {
  const connect = new Set([
    "'self'",
    `http://localhost:${PLUGIN_PORT}`,
    `http://127.0.0.1:${PLUGIN_PORT}`,
    ...[config.identityProvider?.issuer, config.directorySuite?.issuer].map(originOf).filter((o) => o !== undefined),
    ...config.cspConnectSrc,
  ]);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src ${[...connect].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'identityProvider' | 'directorySuite' | 'cspConnectSrc'>,
): void {
  const csp = contentSecurityPolicy(config);
  app.addHook('onRequest', async (request, reply) => {
    const raw = reply.raw;
    raw.setHeader('Content-Security-Policy', csp);
    raw.setHeader('X-Content-Type-Options', 'nosniff');
    raw.setHeader('Referrer-Policy', 'same-origin');
    raw.setHeader('X-Frame-Options', 'DENY');
    // API answers carry credentials (sign-in, Token) or private data: never stored by a browser or proxy. No list
    // route relies on HTTP caching (no ETag or 304 anywhere in the server).
    if (request.url.toLowerCase().startsWith('/api/')) raw.setHeader('Cache-Control', 'no-store');
  });
}
