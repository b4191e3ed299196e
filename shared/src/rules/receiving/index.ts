export * from './scan-queue.ts';
export * from './net-weight.ts';
export * from './piece-label.ts';
