/** Kept in step with package.json by hand: the one-file build has no package.json to read. */
export const VERSION = '0.1.0';
