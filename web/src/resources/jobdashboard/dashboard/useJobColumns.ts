/**
 * The job dashboard grid's columns: the Job Number cell opens its job, the status shows its translated name and
 * colour, and under DNB Job Closed the Finance Closed On column opens its dialog.
 */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { Job } from '@a1/shared';
import type { GridColumn } from '@a1/shared/rules/grid/index';
import { useDbNameFormat } from '../../../providers/i18nProvider';
import type { JobRow } from './jobRow';
import { formatDate } from '@a1/shared/rules/shell';
import { currentLocale } from '../../../shell/useLocaleFormat';

const STATUS_CLASS: Record<string, string> = {
  Voided: 'cell-muted',
  'CS Hold': 'cell-danger',
  'Finance Hold': 'cell-danger',
  'On Hold': 'cell-danger',
  Closed: 'cell-success',
  Invoiced: 'cell-success',
};

interface Options {
  /** Opens a row's job (the Job Number cell). */
  open: (row: JobRow) => void;
  /** The Finance Closed On column shows (the DNB Job Closed status is chosen). */
  showFinance: boolean;
  financeAdmin: boolean;
  /** Opens the Finance Closed On dialog for a job. */
  setEditing: (job: Job) => void;
}

export function useJobColumns({ open, showFinance, financeAdmin, setEditing }: Options) {
  const translate = useTranslate();
  // Status names come from the database: the status column shows them through the translation tables (db.<name>);
  // the rows keep the stored names (filters, cell style).
  const dbNameFormat = useDbNameFormat();
  return useMemo<GridColumn<JobRow>[]>(() => {
    const c = (key: string) => translate(`a1.jobdashboard.columns.${key}`);
    const list: GridColumn<JobRow>[] = [
      {
        title: c('number'),
        value: 'number',
        type: 'string',
        stickyColumn: true,
        excelTitle: 'Job Number',
        canFilter: true,
        onCellClick: open,
      },
      { title: c('customer'), value: 'customer', type: 'string', canFilter: true },
      {
        title: c('status'),
        value: 'status',
        type: 'string',
        canFilter: true,
        format: dbNameFormat,
        class: (v) => STATUS_CLASS[String(v)],
      },
      { title: c('location'), value: 'location', type: 'string', canFilter: true },
      { title: c('type'), value: 'type', type: 'string', canFilter: true },
      { title: c('firstInvoiceNumber'), value: 'firstInvoiceNumber', type: 'string' },
      { title: c('dandTInvoiceNumber'), value: 'dandTInvoiceNumber', type: 'string' },
      { title: c('received'), value: 'received', type: 'boolean', canFilter: true, exportType: 'boolean' },
      { title: c('receivedBy'), value: 'receivedBy', type: 'string' },
      { title: c('receivedOn'), value: 'receivedOn', type: 'dateTime', exportType: 'dateTime' },
      { title: c('closedOn'), value: 'closedOn', type: 'date', exportType: 'date' },
      { title: c('createdOn'), value: 'createdOn', type: 'date', exportType: 'date', dateRangeFilter: true },
      { title: c('updatedOn'), value: 'updatedOn', type: 'dateTime', exportType: 'dateTime', hideColumn: true },
      {
        title: c('id'),
        value: 'id',
        type: 'number',
        kind: 'identifier',
        exportType: 'number',
        disableSort: true,
        hideColumn: true,
      },
    ];
    // A finance admin sets the date (Set date) or changes it; anyone else sees it, and a date opens the dialog read-only
    // (spec 3 §6): no Set date button that only says access is restricted (issue 29 point 8).
    if (showFinance && financeAdmin)
      list.push({
        title: c('financeClosedOn'),
        value: 'financeClosedOn',
        type: 'button',
        buttonLabel: (row) =>
          row.financeClosedOn
            ? formatDate(row.financeClosedOn, currentLocale().format)
            : translate('a1.jobdashboard.dashboard.setDate'),
        onClick: (row) => setEditing(row),
      });
    else if (showFinance)
      list.push({
        title: c('financeClosedOn'),
        value: 'financeClosedOn',
        type: 'date',
        exportType: 'date',
        onCellClick: (row) => setEditing(row),
      });
    return list;
  }, [translate, dbNameFormat, open, showFinance, financeAdmin, setEditing]);
}
