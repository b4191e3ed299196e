/** The shared data grid's pure rules (design §3): filter, sort, paging, boolean cycle, value formats (Yes/No, identifiers), settings, Excel, dropdown, text box. */
export * from './types.ts';
export * from './dates.ts';
export * from './format.ts';
export * from './values.ts';
export * from './filter.ts';
export * from './sort.ts';
export * from './paging.ts';
export * from './boolean.ts';
export * from './settings.ts';
export * from './excel.ts';
export * from './dropdown.ts';
export * from './textbox.ts';
