export { DataGrid } from './DataGrid';
export type { DataGridProps, ImportResult } from './types';
