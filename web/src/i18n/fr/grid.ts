import type { grid as en } from '../en/grid';

export const grid: typeof en = {};
