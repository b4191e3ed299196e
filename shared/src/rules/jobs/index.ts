export * from './transitions.ts';
export * from './dashboard.ts';
