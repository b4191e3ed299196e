import { describe, expect, it } from 'vitest';
import { parseScreeningList } from './screening-list.ts';

describe('Consolidated Screening List files', () => {
  it('reads the JSON of the API', () => {
    const json = JSON.stringify({
      total: 1,
      results: [
        {
          name: 'Volkhov Aerospace Trading LLC',
          alt_names: ['VAT Trading'],
          source: 'Entity List (EL) - Bureau of Industry and Security',
          addresses: [{ address: '1 Quay Street', city: 'Riga', country: 'LV' }],
        },
      ],
    });
    expect(parseScreeningList('json', json)).toEqual([
      {
        name: 'Volkhov Aerospace Trading LLC',
        altNames: ['VAT Trading'],
        source: 'Entity List (EL) - Bureau of Industry and Security',
        country: 'LV',
      },
    ]);
  });

  it('reads the CSV with quoted fields', () => {
    const csv =
      '_id,source,entity_number,type,name,addresses,alt_names\r\n' +
      '1,Nonproliferation Sanctions (ISN),,Individual,"Kravetsky, Zoltan","2 Rue Haute, Liège, , BE","Z. Kravetsky; Zoli ""K"""\r\n';
    expect(parseScreeningList('csv', csv)).toEqual([
      {
        name: 'Kravetsky, Zoltan',
        altNames: ['Z. Kravetsky', 'Zoli "K"'],
        source: 'Nonproliferation Sanctions (ISN)',
        country: 'BE',
      },
    ]);
  });

  it('names content when the file is not a list', () => {
    expect(() => parseScreeningList('json', '{"total":0}')).toThrow('content is not a json screening list');
    expect(() => parseScreeningList('csv', 'id,title\n1,x')).toThrow('content is not a csv screening list');
    expect(() => parseScreeningList('json', '{"results":[{"name":""}]}')).toThrow('content holds no screening-list');
  });
});
