import { describe, expect, it } from 'vitest';
import { describeValidation } from './errors.ts';

describe('validation messages name the field', () => {
  it('says which field is missing or wrong', () => {
    expect(
      describeValidation([{ keyword: 'required', instancePath: '', params: { missingProperty: 'password' } }], 'body'),
    ).toBe('Invalid body: password is required.');
    expect(
      describeValidation(
        [{ keyword: 'type', instancePath: '/username', message: 'must be string', params: {} }],
        'body',
      ),
    ).toBe('Invalid body: username must be string.');
    expect(
      describeValidation(
        [{ keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'extra' } }],
        'body',
      ),
    ).toBe('Invalid body: extra is not a known field.');
  });
});
