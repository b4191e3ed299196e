import { describe, expect, it } from 'vitest';
import { HTTP_LINK_PATTERN } from '@a1/shared/rules/ticket-writes/index';
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

  it('issue 23 point 7: a link that is not http(s) is refused in words, not with the regular expression', () => {
    expect(
      describeValidation(
        [
          {
            keyword: 'pattern',
            instancePath: '/document_Link',
            message: `must match pattern "${HTTP_LINK_PATTERN}"`,
            params: { pattern: HTTP_LINK_PATTERN },
          },
        ],
        'body',
      ),
    ).toBe('Invalid body: document_Link must be an http or https address.');
  });
});
