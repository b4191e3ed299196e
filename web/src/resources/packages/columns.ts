/**
 * The search result's rows and columns in the shared grid, per view (issue 25 point 4): overview, package details and
 * missing tax id (rows are packages), item details (rows are items). A row gets the carrier format of its number
 * (ts-tracking-number) and its last event in the place's time; the tracking number opens the package.
 */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { PackageDetail, PackageItemRow, PackageSummary } from '@a1/shared';
import type { GridColumn, Row } from '@a1/shared/rules/grid/index';
import { currentLocale } from '../../shell/useLocaleFormat';
import { carrierFormat } from './carrier';
import { storyTime, userTimeZone } from './time';
import { useStatusName } from './queries';

export type SearchView = 'overview' | 'packageDetails' | 'itemDetails' | 'missingTaxId';
export const SEARCH_VIEWS: readonly SearchView[] = ['overview', 'packageDetails', 'itemDetails', 'missingTaxId'];

export type PackageRow = Partial<PackageDetail> &
  PackageSummary &
  Row & { id: number; format: string; lastEvent: string; dimensions: string };
export type ItemRow = PackageItemRow & Row & { format: string };

const dims = (p: Partial<PackageDetail>) =>
  p.lengthCm == null ? '' : `${p.lengthCm} × ${p.widthCm ?? '?'} × ${p.heightCm ?? '?'}`;

/** The rows of a package view as the grid shows them. */
export function packageRows(rows: readonly (PackageSummary & Partial<PackageDetail> & { id: number })[]): PackageRow[] {
  const { format } = currentLocale();
  const zone = userTimeZone();
  return rows.map((p) => ({
    ...p,
    format: carrierFormat(p.trackingNumber)?.label ?? '',
    lastEvent: p.lastEventOn ? (storyTime(p.lastEventOn, p.lastEventTimeZone, zone, format).place ?? '') : '',
    dimensions: dims(p),
  }));
}

export const itemRows = (rows: readonly PackageItemRow[]): ItemRow[] =>
  rows.map((r) => ({ ...r, format: carrierFormat(r.trackingNumber)?.label ?? '' }));

/** The columns of a view; `open` opens a package (the tracking number is a link, so the keyboard reaches it). */
export function useSearchColumns(view: SearchView, open: (packageId: number) => void): GridColumn<Row>[] {
  const translate = useTranslate();
  const statusName = useStatusName();
  return useMemo(() => {
    const t = (key: string) => translate(`a1.packages.columns.${key}`);
    const text = (value: string, extra: Partial<GridColumn<Row>> = {}): GridColumn<Row> => ({
      title: t(value),
      value,
      type: 'string',
      canFilter: true,
      ...extra,
    });
    const number = (value: string, extra: Partial<GridColumn<Row>> = {}): GridColumn<Row> => ({
      title: t(value),
      value,
      type: 'number',
      exportType: 'number',
      ...extra,
    });
    const tracking: GridColumn<Row> = text('trackingNumber', {
      stickyColumn: true,
      stickyColumnWidth: 200,
      canFilter: false,
      onCellClick: (row) => open(Number(row.packageId)),
    });
    if (view === 'itemDetails')
      return [
        tracking,
        text('format'),
        number('lineNumber'),
        text('description', { canFilter: false }),
        text('hsCode'),
        number('quantity'),
        number('value', { type: 'number' }),
        text('currency'),
        text('originCountry'),
        text('customerReference', { canFilter: false }),
        text('jobNumber'),
        text('customer'),
        text('status', { format: statusName }),
        text('consigneeCountry'),
        text('matchedTerm', { hideColumn: true, canFilter: false }),
      ];
    const summary: GridColumn<Row>[] = [
      tracking,
      text('format'),
      text('customerReference', { canFilter: false }),
      text('jobNumber'),
      text('manifestNumber'),
      text('customer'),
      text('service'),
      text('status', { format: statusName }),
      text('consigneeName', { canFilter: false }),
      text('consigneeCountry'),
      number('weightKg'),
    ];
    const when: GridColumn<Row>[] = [
      text('lastEvent', { canFilter: false }),
      text('lastEventPlace'),
      text('lastEventText', { canFilter: false, hideColumn: view !== 'overview' }),
      { title: t('createdOn'), value: 'createdOn', type: 'date', exportType: 'date', dateRangeFilter: true },
      { title: t('returned'), value: 'returned', type: 'boolean', exportType: 'boolean', canFilter: true },
      text('matchedTerm', { hideColumn: true, canFilter: false }),
    ];
    if (view === 'overview') return [...summary, ...when];
    return [
      ...summary,
      text('consigneeAddress1', { canFilter: false }),
      text('consigneeCity'),
      text('consigneePostalCode', { canFilter: false }),
      text('dimensions', { canFilter: false }),
      number('declaredValue'),
      text('currency'),
      text('taxId', { canFilter: false }),
      number('itemCount'),
      ...when,
    ];
  }, [translate, view, open, statusName]);
}
