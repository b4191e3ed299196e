/**
 * Grid Settings (shell §2, §3, §5): validation of font size and page size, the saved-settings match rule,
 * applying saved settings to columns, and moving / removing / adding columns.
 */
import { GRID_FONT_SIZE, GRID_PAGE_SIZE } from '../../constants/limits.ts';
import type { GridColumn, GridSettings, SavedColumn } from './types.ts';

export type FieldError = 'required' | 'min' | 'max' | 'step' | null;

function checkNumber(value: number | null | undefined, range: { min: number; max: number; step: number }): FieldError {
  if (value === null || value === undefined || Number.isNaN(value)) return 'required';
  if (value < range.min) return 'min';
  if (value > range.max) return 'max';
  if ((value - range.min) % range.step !== 0) return 'step';
  return null;
}

/** Font size scale: required, 25–200, step 5, checked only when the override is on. */
export const fontSizeError = (override: boolean, value: number | null | undefined): FieldError =>
  override ? checkNumber(value, GRID_FONT_SIZE) : null;
/** Page size: required, 5–100, step 5, checked only when paging is on. */
export const pageSizeError = (paging: boolean, value: number | null | undefined): FieldError =>
  paging ? checkNumber(value, GRID_PAGE_SIZE) : null;
/** Save is enabled only when both are valid. */
export const canSaveSettings = (
  override: boolean,
  fontSize: number | null | undefined,
  paging: boolean,
  pageSize: number | null | undefined,
): boolean => fontSizeError(override, fontSize) === null && pageSizeError(paging, pageSize) === null;

/** The settings columns of a column set, in the current order (originalIndex = position in the screen's definition). */
export function settingsColumns(columns: readonly GridColumn[]): SavedColumn[] {
  return columns.map((c, i) => ({
    title: c.title,
    originalIndex: c.originalIndex ?? i,
    show: c.show ?? !c.hideColumn,
  }));
}

/**
 * Saved settings apply only when every saved column matches a current column by title and index
 * (shell §5): the column at originalIndex must carry the saved title, and the counts must agree.
 */
export function savedSettingsMatch(
  saved: GridSettings | null | undefined,
  columns: readonly GridColumn[],
): saved is GridSettings {
  if (!saved || !Array.isArray(saved.columns) || saved.columns.length !== columns.length) return false;
  const seen = new Set<number>();
  for (const s of saved.columns) {
    const column = columns[s.originalIndex];
    if (!column || column.title !== s.title || seen.has(s.originalIndex)) return false;
    seen.add(s.originalIndex);
  }
  return true;
}

/** The screen's columns in the saved order with the saved visibility (or the defaults when they do not match). */
export function applySavedColumns<C extends GridColumn>(
  saved: GridSettings | null | undefined,
  columns: readonly C[],
): (C & { originalIndex: number; show: boolean })[] {
  const base = columns.map((c, i) => ({ ...c, originalIndex: i, show: !c.hideColumn }));
  if (!savedSettingsMatch(saved, columns)) return base;
  return saved.columns.map((s) => ({ ...base[s.originalIndex], show: s.show }));
}

/** Parses stored JSON; anything unreadable counts as nothing saved. */
export function parseSavedSettings(raw: string | null | undefined): GridSettings | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as GridSettings;
    return value && Array.isArray(value.columns) && typeof value.pageSize === 'number' ? value : null;
  } catch {
    return null;
  }
}

/** Moves an item from one position to another (drag-and-drop and the keyboard move share it). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export const removeColumn = (columns: readonly SavedColumn[], originalIndex: number): SavedColumn[] =>
  columns.map((c) => (c.originalIndex === originalIndex ? { ...c, show: false } : c));

/** A re-added column shows again and goes to the end of the visible ones. */
export function addColumn(columns: readonly SavedColumn[], originalIndex: number): SavedColumn[] {
  const column = columns.find((c) => c.originalIndex === originalIndex);
  if (!column) return [...columns];
  const rest = columns.filter((c) => c.originalIndex !== originalIndex);
  const lastShown = rest.reduce((last, c, i) => (c.show ? i : last), -1);
  rest.splice(lastShown + 1, 0, { ...column, show: true });
  return rest;
}

/** Columns 'Add Column' offers: the hidden ones (none left: N/A, disabled). */
export const addableColumns = (columns: readonly SavedColumn[]): SavedColumn[] => columns.filter((c) => !c.show);

export const defaultSettings = (
  columns: readonly GridColumn[],
  pageSize: number = GRID_PAGE_SIZE.default,
): GridSettings => ({
  columns: columns.map((c, i) => ({ title: c.title, originalIndex: i, show: !c.hideColumn })),
  fontSize: null,
  pageSize,
});

/** The font size a grid uses: its own override, else the global one, else 100 %. */
export const effectiveFontSize = (
  saved: GridSettings | null | undefined,
  globalFontSize: number | null | undefined,
): number => saved?.fontSize ?? globalFontSize ?? GRID_FONT_SIZE.default;
