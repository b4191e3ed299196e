/** The ticketing screens' pure rules (spec 3 §2, §4, §5, §6, §9). */
export * from './dialog.ts';
export * from './form.ts';
export * from './grid.ts';
export * from './screen.ts';
export * from './rows.ts';
export * from './service-base.ts';
