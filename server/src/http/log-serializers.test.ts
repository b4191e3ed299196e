import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { errorForLog, requestForLog } from './log-serializers.ts';

describe('log serializers', () => {
  it('issue 23 point 10: a request is logged by its path, without the query string', () => {
    const line = requestForLog({
      method: 'GET',
      url: '/api/A1/Security/Authentication/AuthenticateWithSSO?username=secret.person%40a1demo.com',
      host: 'a1.example',
      ip: '192.0.2.7',
      socket: { remotePort: 50_000 },
    });
    expect(line).toEqual({
      method: 'GET',
      url: '/api/A1/Security/Authentication/AuthenticateWithSSO',
      host: 'a1.example',
      remoteAddress: '192.0.2.7',
      remotePort: 50_000,
    });
  });

  it("issue 23 point 10: a failed query is logged by its driver's message and code, never the values it was sent", () => {
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    const failed = new DrizzleQueryError(
      'select "id" from "sessions" where "api_username" = $1',
      ['a1s_secretApiUser', 'it.security@a1demo.com'],
      lost,
    );
    const logged = JSON.stringify(errorForLog(failed));
    expect(logged).not.toContain('a1s_secretApiUser');
    expect(logged).not.toContain('it.security@a1demo.com');
    expect(errorForLog(failed)).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'a database query failed (its values are not logged)',
      cause: { type: 'Error', code: 'ECONNRESET', message: 'Connection terminated unexpectedly' },
    });
  });
});
