export { DataGrid } from './DataGrid';
export type { DataGridProps, GridSelection, ImportResult } from './types';
export { Dropdown, type DropdownProps, type DropdownTriggerProps } from './dropdown/Dropdown';
export { TextBox, useLengthMessage, type TextBoxProps } from './TextBox';
