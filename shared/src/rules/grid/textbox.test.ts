import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../constants/messages.ts';
import { lengthError, lengthProblem, showsFieldError } from './index.ts';

describe('text box rules', () => {
  it('S-317: a too-short value shows "The minimum length is N."', () => {
    expect(lengthError('ab', { minLength: 3 })).toBe('The minimum length is 3.');
    expect(lengthError('abc', { minLength: 3 })).toBeUndefined();
    // Empty is the required rule's business, not a length problem.
    expect(lengthError('', { minLength: 3 })).toBeUndefined();
    expect(lengthProblem('a', { minLength: 3, maxLength: 5 })).toEqual({ kind: 'minLength', n: 3 });
    expect(lengthProblem('abcdef', { maxLength: 5 })).toEqual({ kind: 'maxLength', n: 5 });
    expect(MESSAGES.minLength(3)).toBe('The minimum length is 3.');
  });

  it('S-318: a too-long value shows "The maximum length is N."', () => {
    expect(lengthError('abcdef', { minLength: 3, maxLength: 5 })).toBe('The maximum length is 5.');
    expect(lengthError('abcde', { maxLength: 5 })).toBeUndefined();
    expect(lengthError('anything', {})).toBeUndefined();
  });

  it('S-319: length messages show only when dirty or touched and errors are shown', () => {
    expect(showsFieldError({ dirty: false, touched: false, showErrors: true })).toBe(false);
    expect(showsFieldError({ dirty: true, touched: false, showErrors: true })).toBe(true);
    expect(showsFieldError({ dirty: false, touched: true, showErrors: true })).toBe(true);
    expect(showsFieldError({ dirty: true, touched: true, showErrors: false })).toBe(false);
  });
});
