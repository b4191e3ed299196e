/**
 * A small standards-compliant OpenID Connect issuer for the tests: discovery, JWKS, authorize (code flow
 * with PKCE S256, login_hint, prompt=select_account), token and userinfo endpoints, ID tokens signed RS256
 * with jose. The browser (oidc-client-ts) and the server (jose) talk to it as to any provider. Several
 * issuers can share one HTTP server, each under its own path (e.g. /idp and /directory).
 *
 * The authorize page is a plain form: "Account" (pre-filled from login_hint) and "Continue"; with
 * prompt=select_account it is headed "Choose an account". Tests drive it like a person would.
 */
import http from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK, type CryptoKey } from 'jose';

export interface IssuerOptions {
  path: string;
  clientId: string;
}

export interface Issuer {
  issuer: string;
  clientId: string;
  /** Every authorize request's query, in order (to check login_hint and prompt). */
  authorizeRequests: URLSearchParams[];
  /** Mints an ID token as this issuer would, with claims or signing key overridden (forgery tests). */
  mint(
    claims: Record<string, unknown>,
    options?: { key?: CryptoKey; kid?: string; expiresIn?: number },
  ): Promise<string>;
}

export interface OidcProvider {
  origin: string;
  issuers: Record<string, Issuer>;
  close(): Promise<void>;
}

interface Code {
  issuerPath: string;
  clientId: string;
  redirectUri: string;
  nonce?: string;
  challenge?: string;
  account: string;
  scope: string;
}

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test sign-in</title></head><body>${body}</body></html>`;
const escape = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * One signing key per issuer address, kept in the temp folder: a provider restarted under the same address (a test
 * worker restarting after a failure) signs as before. A real provider rotates by publishing the new key first;
 * a brand-new key under a known address would be refused by the server's cached key set (jose refetches at most
 * every 30 s), turning one failure into a cascade.
 */
async function signingKey(issuerUrl: string): Promise<{ privateKey: CryptoKey; jwk: JWK; kid: string }> {
  const file = join(tmpdir(), `a1-test-oidc-${createHash('sha256').update(issuerUrl).digest('hex').slice(0, 16)}.json`);
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { privateJwk: JWK; jwk: JWK; kid: string };
    return { privateKey: (await importJWK(saved.privateJwk, 'RS256')) as CryptoKey, jwk: saved.jwk, kid: saved.kid };
  }
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  writeFileSync(file, JSON.stringify({ privateJwk: await exportJWK(privateKey), jwk, kid }), { mode: 0o600 });
  return { privateKey, jwk, kid };
}

/** Starts the issuers on 127.0.0.1:port (0 picks a free port). */
export async function startOidcProvider(port: number, issuerOptions: IssuerOptions[]): Promise<OidcProvider> {
  let origin = '';
  const codes = new Map<string, Code>();
  const tokens = new Map<string, { sub: string; email: string }>();
  const state = new Map<string, { options: IssuerOptions; issuer: Issuer; privateKey: CryptoKey; jwk: JWK }>();

  const server = http.createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;

  for (const options of issuerOptions) {
    const issuerUrl = `${origin}${options.path}`;
    const { privateKey, jwk, kid } = await signingKey(issuerUrl);
    const issuer: Issuer = {
      issuer: issuerUrl,
      clientId: options.clientId,
      authorizeRequests: [],
      async mint(claims, mintOptions = {}) {
        const now = Math.floor(Date.now() / 1000);
        const email = String(claims.email ?? '');
        return new SignJWT({ email, email_verified: true, ...claims })
          .setProtectedHeader({ alg: 'RS256', kid: mintOptions.kid ?? kid, typ: 'JWT' })
          .setIssuer(String(claims.iss ?? issuerUrl))
          .setSubject(String(claims.sub ?? `user-${email}`))
          .setAudience((claims.aud as string | undefined) ?? options.clientId)
          .setIssuedAt(now)
          .setExpirationTime(now + (mintOptions.expiresIn ?? 3600))
          .sign(mintOptions.key ?? privateKey);
      },
    };
    state.set(options.path, { options, issuer, privateKey, jwk });
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<unknown> {
    // Browsers call discovery, JWKS, token and userinfo with fetch from the app's origin.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'authorization, content-type');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    const url = new URL(request.url ?? '/', origin);
    const entry = [...state.entries()].find(([path]) => url.pathname.startsWith(`${path}/`));
    if (!entry) return void response.writeHead(404).end('unknown issuer');
    const [path, { options, issuer, jwk }] = entry;
    const route = url.pathname.slice(path.length);
    const json = (status: number, body: unknown) =>
      response
        .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify(body));

    if (route === '/.well-known/openid-configuration' && request.method === 'GET') {
      return json(200, {
        issuer: issuer.issuer,
        authorization_endpoint: `${issuer.issuer}/authorize`,
        token_endpoint: `${issuer.issuer}/token`,
        userinfo_endpoint: `${issuer.issuer}/userinfo`,
        jwks_uri: `${issuer.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        scopes_supported: ['openid', 'email', 'profile'],
        claims_supported: ['sub', 'email', 'email_verified', 'name'],
        token_endpoint_auth_methods_supported: ['none'],
        grant_types_supported: ['authorization_code'],
      });
    }
    if (route === '/jwks' && request.method === 'GET') return json(200, { keys: [jwk] });

    if (route === '/authorize' && request.method === 'GET') {
      const q = url.searchParams;
      issuer.authorizeRequests.push(q);
      if (q.get('client_id') !== options.clientId || q.get('response_type') !== 'code' || !q.get('redirect_uri')) {
        return void response
          .writeHead(400, { 'content-type': 'text/html' })
          .end(html('<h1>Invalid request</h1><p>Unknown client or unsupported response type.</p>'));
      }
      const hidden = ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'scope']
        .map((name) => `<input type="hidden" name="${name}" value="${escape(q.get(name) ?? '')}">`)
        .join('');
      const selecting = q.get('prompt') === 'select_account';
      return void response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          html(
            `<main><h1>Test identity provider</h1>${selecting ? '<h2>Choose an account</h2>' : ''}<form method="post" action="${escape(issuer.issuer)}/authorize">${hidden}` +
              `<label for="account">Account</label> <input id="account" name="account" type="email" value="${escape(q.get('login_hint') ?? '')}">` +
              '<button type="submit">Continue</button></form></main>',
          ),
        );
    }
    if (route === '/authorize' && request.method === 'POST') {
      const form = await readForm(request);
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        issuerPath: path,
        clientId: form.get('client_id') ?? '',
        redirectUri: form.get('redirect_uri') ?? '',
        nonce: form.get('nonce') || undefined,
        challenge: form.get('code_challenge') || undefined,
        account: (form.get('account') ?? '').trim(),
        scope: form.get('scope') ?? 'openid',
      });
      const target = new URL(form.get('redirect_uri') ?? '');
      target.searchParams.set('code', code);
      if (form.get('state')) target.searchParams.set('state', form.get('state')!);
      return void response.writeHead(302, { location: target.toString() }).end();
    }
    if (route === '/token' && request.method === 'POST') {
      const form = await readForm(request);
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!code || code.issuerPath !== path || form.get('grant_type') !== 'authorization_code')
        return json(400, { error: 'invalid_grant' });
      if (form.get('client_id') !== code.clientId || form.get('redirect_uri') !== code.redirectUri)
        return json(400, { error: 'invalid_grant' });
      if (code.challenge) {
        const verifier = form.get('code_verifier') ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge)
          return json(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
      }
      const sub = `user-${code.account.toLowerCase()}`;
      const accessToken = randomBytes(24).toString('base64url');
      tokens.set(accessToken, { sub, email: code.account });
      const idToken = await issuer.mint({ email: code.account, sub, ...(code.nonce ? { nonce: code.nonce } : {}) });
      return json(200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: idToken,
        scope: code.scope,
      });
    }
    if (route === '/userinfo') {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /i, '');
      const who = tokens.get(token);
      return who
        ? json(200, { sub: who.sub, email: who.email, email_verified: true })
        : json(401, { error: 'invalid_token' });
    }
    return json(404, { error: 'not_found' });
  }
  const issuers = Object.fromEntries(
    [...state.values()].map(({ options, issuer }) => [options.path.replace(/^\//, ''), issuer]),
  );
  return {
    origin,
    issuers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
