import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { onField, withoutId } from './types';

describe('a refusal that concerns one field', () => {
  it('becomes react-admin’s server-side validation on that field, keeping the status, message and envelope', () => {
    const envelope = { responseStatus: { responseStatusCode: 409, responseStatusMessage: 'J0240001 is taken.' } };
    const refused = onField(new HttpError('J0240001 is taken.', 409, envelope), 409, 'number') as HttpError;
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('J0240001 is taken.');
    expect(refused.body).toEqual({ ...envelope, errors: { number: 'J0240001 is taken.' } });
  });

  it('leaves any other status and any other error as it was', () => {
    const serverError = new HttpError('Billing database offline', 500, {});
    expect(onField(serverError, 409, 'number')).toBe(serverError);
    const network = new TypeError('Failed to fetch');
    expect(onField(network, 409, 'number')).toBe(network);
  });
});

describe('withoutId', () => {
  it('takes react-admin’s id off a record and keeps A1’s own key', () => {
    expect(withoutId({ id: 7, appUserId: 7, fullName: 'Jamie Rivera' })).toEqual({
      appUserId: 7,
      fullName: 'Jamie Rivera',
    });
  });
});
