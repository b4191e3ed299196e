/** Validators over the shared rules: a field is required while the rule over the whole form names it. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@a1/shared';
import { issueMissingFields } from '@a1/shared/rules/projecttracking/index';
import { requiredBy } from './validators';

describe('requiredBy', () => {
  it('P-122 P-125: says *Required while the rule names the field, nothing once it is set, and marks the input required', () => {
    const priority = requiredBy(issueMissingFields, 'priority');
    const issueDate = requiredBy(issueMissingFields, 'issueDate');
    const typed = { priority: null, description: 'Scanner down', status: 'Open', issueDate: '2026-11-28' };
    expect(priority(null, typed, {} as never)).toBe(MESSAGES.required);
    expect(issueDate('2026-11-28', typed, {} as never)).toBeUndefined();
    expect(priority(2, { ...typed, priority: 2 }, {} as never)).toBeUndefined();
    expect((priority as { isRequired?: boolean }).isRequired).toBe(true);
  });
});
