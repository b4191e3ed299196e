import { describe, expect, it } from 'vitest';
import { nameOf } from './staff';

describe('issue 29 point 2: who did something reads as a name', () => {
  const staff = [
    { email: 'it.developer@a1demo.com', fullName: 'Sam Patel' },
    { email: 'Ops.Manager@a1demo.com', fullName: 'Jordan Lee' },
  ];
  it("a staff member's e-mail shows as their full name, whatever its case and spaces", () => {
    expect(nameOf(staff, 'it.developer@a1demo.com')).toBe('Sam Patel');
    expect(nameOf(staff, ' ops.manager@A1DEMO.com ')).toBe('Jordan Lee');
  });
  it('a name already, a system actor or an unknown e-mail shows as it is; nothing shows nothing', () => {
    expect(nameOf(staff, 'Morgan Diaz')).toBe('Morgan Diaz');
    expect(nameOf(staff, 'System')).toBe('System');
    expect(nameOf(staff, 'gone@a1demo.com')).toBe('gone@a1demo.com');
    expect(nameOf(undefined, 'it.developer@a1demo.com')).toBe('it.developer@a1demo.com');
    expect(nameOf(staff, null)).toBe('');
  });
});
