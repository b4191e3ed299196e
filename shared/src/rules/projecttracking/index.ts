/**
 * Project-tracking rules (spec 2 §2, §4, §5, §6, §8, §9), one module: pure functions shared by the web and the
 * server (the grid's modes, columns and defaults, the modals, save rules, features).
 */
export * from './email.ts';
export * from './save-rules.ts';
export * from './features.ts';
export * from './grid-mode.ts';
export * from './grid-columns.ts';
export * from './grid-defaults.ts';
export * from './modal.ts';
export * from './card-board.ts';
