/** Grid paging (shell §3 Grid state, §4 Grid): at least one page; a page past the last resets to 1. */
import { GRID_PAGE_SIZE } from '../../constants/limits.ts';
import type { PagingState } from './types.ts';

export const maxPageNumber = (rowCount: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, rowCount) / Math.max(1, pageSize)));

/** Recomputes the paging state for a row count: the page resets to 1 when it exceeds the maximum. */
export function pagingFor(state: Pick<PagingState, 'show' | 'pageSize' | 'pageNumber'>, rowCount: number): PagingState {
  const max = maxPageNumber(rowCount, state.pageSize);
  const pageNumber = state.pageNumber > max || state.pageNumber < 1 ? 1 : state.pageNumber;
  return { show: state.show, pageSize: state.pageSize, pageNumber, maxPageNumber: max, rowCount };
}

export const initialPaging = (show = true, pageSize: number = GRID_PAGE_SIZE.default): PagingState =>
  pagingFor({ show, pageSize, pageNumber: 1 }, 0);

export const canGoPrevious = (p: PagingState) => p.pageNumber > 1;
export const canGoNext = (p: PagingState) => p.pageNumber < p.maxPageNumber;
export const goToPage = (p: PagingState, page: number): PagingState =>
  pagingFor({ ...p, pageNumber: page }, p.rowCount);

/** The [start, end) slice of the current page, or everything when paging is off. */
export function pageBounds(p: PagingState): [number, number] {
  if (!p.show) return [0, p.rowCount];
  const start = (p.pageNumber - 1) * p.pageSize;
  return [start, Math.min(p.rowCount, start + p.pageSize)];
}
