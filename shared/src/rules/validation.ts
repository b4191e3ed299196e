import { MESSAGES } from '../constants/messages.ts';
import { PASSWORD_MIN_LENGTH } from '../constants/limits.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email field rule (shell §5): required, then the pattern. Returns the message or undefined. */
export function validateEmail(value: string | null | undefined): string | undefined {
  if (!value || !value.trim()) return MESSAGES.required;
  if (!EMAIL_PATTERN.test(value.trim())) return MESSAGES.notValidEmail;
  return undefined;
}

/** Repeat field rule (shell §5): required and equal to the first. */
export function validateRepeat(value: string | null | undefined, first: string, mismatch: string): string | undefined {
  if (!value) return MESSAGES.required;
  return value === first ? undefined : mismatch;
}

export interface PasswordRuleResult {
  id: 'length' | 'lowercase' | 'uppercase' | 'number' | 'special';
  label: string;
  ok: boolean;
}

/** The internal-secure password checklist (shell §5), one entry a rule so the UI can colour each. */
export function passwordRules(password: string): PasswordRuleResult[] {
  return [
    { id: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, ok: password.length >= PASSWORD_MIN_LENGTH },
    { id: 'lowercase', label: 'One lowercase letter', ok: /[a-z]/.test(password) },
    { id: 'uppercase', label: 'One uppercase letter', ok: /[A-Z]/.test(password) },
    { id: 'number', label: 'One number', ok: /[0-9]/.test(password) },
    { id: 'special', label: 'One special character', ok: /[^A-Za-z0-9]/.test(password) },
  ];
}

export const isStrongPassword = (password: string): boolean => passwordRules(password).every((rule) => rule.ok);
