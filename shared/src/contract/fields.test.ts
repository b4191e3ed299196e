import { describe, expect, it } from 'vitest';
import { Strict, T, writableFields } from './fields.ts';

describe('writableFields', () => {
  const Body = Strict({ name: T.String(), roleIds: T.Array(T.Integer()), note: T.Optional(T.String()) });

  it('keeps the fields the body schema names and drops what the answer added', () => {
    const record = { id: 7, name: 'Jamie', roleIds: [1, 2], roleNames: ['Admin'], createdOn: '2026-01-02' };
    expect(writableFields(Body, record)).toEqual({ name: 'Jamie', roleIds: [1, 2] });
  });

  it('leaves out a named field that has no value and keeps null and empty values', () => {
    expect(writableFields(Body, { name: '', roleIds: [], note: undefined })).toEqual({ name: '', roleIds: [] });
    expect(writableFields(Body, { name: null })).toEqual({ name: null });
  });
});
