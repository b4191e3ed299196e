/**
 * The regression set of issue 27 point 6 (invented names): a listed name spelled differently is caught, a common
 * near-namesake is not. Expected outcomes written by hand.
 */
import { describe, expect, it } from 'vitest';
import { normaliseName, scoreName, screenName } from './screening.ts';

const LIST = [
  { id: 1, names: ['Zoltan Kravetsky'] },
  { id: 2, names: ['Volkhov Aerospace Trading LLC', 'VAT Trading'] },
  { id: 3, names: ['Ivan Petrovich Sidorenko'] },
  { id: 4, names: ['Nour al-Hadiqa Shipping Company'] },
  { id: 5, names: ['Marguerite Oyelaran-Beck'] },
].map((e) => ({ id: e.id, normalised: e.names.map(normaliseName) }));

describe('normaliseName', () => {
  it('drops case, accents, punctuation, legal forms and word order', () => {
    expect(normaliseName('KRAVETSKY, Zoltán')).toBe('kravetsky zoltan');
    expect(normaliseName('Volkhov Aerospace Trading L.L.C.')).toBe('aerospace trading volkhov');
    expect(normaliseName("O'Neil & Sons Ltd")).toBe('oneil sons');
  });
});

describe('screening regression set', () => {
  it.each([
    ['Kravetski, Zoltán', 1],
    ['Zoltan Kravetskiy', 1],
    ['Volkov Aerospace Trading', 2],
    ['VOLKHOV AERO-SPACE TRADING CO.', 2],
    ['Sidorenko Ivan Petrovich', 3],
    ['Ivan Petrovitch Sidorenko', 3],
    ['Nour Al Hadiqa Shipping', 4],
    ['Marguerite Oyelaran Beck', 5],
  ])('%s is caught as entry %i', (consignee, entryId) => {
    expect(screenName(consignee, LIST)?.entryId).toBe(entryId);
  });

  it.each([
    'Ivan Petrov',
    'Zoltan Kovacs',
    'Petrovich Bakery',
    'Margaret Beck',
    'Nour Trading',
    'Aerospace Supplies Inc',
    'Maria Garcia',
    'John Smith',
  ])('%s is not a hit', (consignee) => {
    expect(screenName(consignee, LIST)).toBeNull();
  });

  it('scores an identical name 100 whatever the word order', () => {
    expect(scoreName('Sidorenko, Ivan Petrovich', 'Ivan Petrovich Sidorenko')).toBe(100);
  });
});
