export * from './search-terms.ts';
export * from './time-zone.ts';
