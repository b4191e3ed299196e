/** Shared data grid strings. */
export const grid = {};
