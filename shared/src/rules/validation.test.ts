import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordRules, validateEmail, validateRepeat } from './validation.ts';

describe('validation rules (shell §5)', () => {
  it('S-275: email is required', () => {
    expect(validateEmail('')).toBe('*Required');
    expect(validateEmail('   ')).toBe('*Required');
  });
  it('S-276: email must match the pattern', () => {
    expect(validateEmail('not-an-email')).toBe('*Not a valid email');
    expect(validateEmail('a@b.co')).toBeUndefined();
  });
  it("S-289: repeat fields must equal the first, with the caller's mismatch message", () => {
    expect(validateRepeat('', 'x', 'Passwords do not match')).toBe('*Required');
    expect(validateRepeat('y', 'x', 'Passwords do not match')).toBe('Passwords do not match');
    expect(validateRepeat('x', 'x', 'Passwords do not match')).toBeUndefined();
  });
  it('S-282 S-283: the password checklist reports each rule separately', () => {
    const rules = Object.fromEntries(passwordRules('abcDEF1').map((r) => [r.id, r.ok]));
    expect(rules).toEqual({ length: false, lowercase: true, uppercase: true, number: true, special: false });
    expect(isStrongPassword('abcDEF1!')).toBe(true);
    expect(isStrongPassword('abcdefg1!')).toBe(false);
  });
});
