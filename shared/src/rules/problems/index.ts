/** Problem-package rules the browser may load too (the screening rule is imported by its own subpath: fuzzball). */
export * from './dangerous-goods.ts';
export * from './filter-tokens.ts';
export * from './ranks.ts';
export * from './screening-list.ts';
