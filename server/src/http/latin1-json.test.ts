import { describe, expect, it } from 'vitest';
import { latin1Json } from './latin1-json.ts';

describe('latin1Json', () => {
  it('escapes every character beyond Latin-1, keeps Latin-1 and parses back to the same value', () => {
    const value = { name: 'IT Support – Stage 2', note: 'Café “déjà” 😀', plain: 'abc', n: 1.5 };
    const text = latin1Json(JSON.stringify(value));
    expect(text).toBe(
      '{"name":"IT Support \\u2013 Stage 2","note":"Café \\u201cdéjà\\u201d \\ud83d\\ude00","plain":"abc","n":1.5}',
    );
    expect([...text].filter((c) => c.charCodeAt(0) > 0xff)).toEqual([]);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('returns Latin-1 text as it is, whatever the last call matched', () => {
    latin1Json('"–"');
    const text = '{"a":"é"}';
    expect(latin1Json(text)).toBe(text);
    expect(latin1Json('"–"')).toBe('"\\u2013"');
  });
});
