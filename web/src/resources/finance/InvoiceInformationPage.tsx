/**
 * Invoice Information (Finance side menu, `globe-billing/invoice-information`, issue 29 point 1).
 *
 * Our design, where the spec shows only the menu entry: a searchable list of the jobs' invoice numbers on calls the
 * product already has. The user types part of a job number; `Job/Search` finds the jobs (3 characters or more, the
 * newest first), then `Job/InvoiceNumbers` and `Job/DutyInvoiceNumbers` give each found job its invoice number and
 * its duties and taxes invoice number.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { A1, type JobSearchHit } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { useDbName } from '../../providers/i18nProvider';
import { useLocaleFormat } from '../../shell/useLocaleFormat';
import { useJobSearchTerm } from '../jobdashboard/useJobSearchTerm';
import { failureText } from './failureText';

interface Row extends JobSearchHit {
  invoiceNumber: string | null;
  dutyInvoiceNumber: string | null;
}

export function InvoiceInformationPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.finance.invoices.${key}`, options);
  const a1 = useA1();
  const dbName = useDbName();
  const format = useLocaleFormat();
  const [term, setTerm] = useState('');
  const { searched, settling } = useJobSearchTerm(term);
  // Quiet: the page says what failed (a refusal: whose page it is; the guard lets anyone reach it, shell §6).
  const found = useQuery({
    queryKey: ['finance', 'invoiceNumbers', searched],
    enabled: searched !== null,
    queryFn: async (): Promise<Row[]> => {
      const hits = await a1.call(A1.jobSearch, { query: { searchTerm: searched! } }, { quiet: true });
      if (hits.length === 0) return [];
      const ids = hits.map((hit) => hit.id);
      const [invoices, duties] = await Promise.all([
        a1.call(A1.jobInvoiceNumbers, { body: ids }, { quiet: true }),
        a1.call(A1.jobDutyInvoiceNumbers, { body: ids }, { quiet: true }),
      ]);
      const invoice = new Map(invoices.map((i) => [i.jobId, i.invoiceNumber]));
      const duty = new Map(duties.map((d) => [d.jobId, d.dandTInvoiceNumber]));
      return hits.map((hit) => ({
        ...hit,
        invoiceNumber: invoice.get(hit.id) ?? null,
        dutyInvoiceNumber: duty.get(hit.id) ?? null,
      }));
    },
  });
  const error = searched === null ? null : failureText(found.error, t);
  const loading = settling || found.isFetching;
  const rows: Row[] | null = searched === null ? null : (found.data ?? (found.isError ? [] : null));

  return (
    <Box component="section" sx={{ p: 3 }} aria-labelledby="a1-invoice-information-heading">
      <Title title={t('title')} />
      <Typography id="a1-invoice-information-heading" component="h1" variant="h4" gutterBottom>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <TextField
        label={t('searchLabel')}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        helperText={t('searchHint')}
        size="small"
        sx={{ mb: 2, minWidth: 280 }}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {loading ? (
        <Stack direction="row" spacing={2} alignItems="center" role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('loading')}</Typography>
        </Stack>
      ) : rows === null ? null : rows.length === 0 ? (
        !error && <Typography role="status">{t('empty', { term: searched ?? '' })}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.number')}</TableCell>
                <TableCell>{t('columns.customer')}</TableCell>
                <TableCell>{t('columns.status')}</TableCell>
                <TableCell>{t('columns.invoiceNumber')}</TableCell>
                <TableCell>{t('columns.dutyInvoiceNumber')}</TableCell>
                <TableCell>{t('columns.createdOn')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid="a1-invoice-row">
                  <TableCell>{row.number}</TableCell>
                  <TableCell>{row.customer}</TableCell>
                  <TableCell>{dbName(row.status)}</TableCell>
                  <TableCell>{row.invoiceNumber ?? t('none')}</TableCell>
                  <TableCell>{row.dutyInvoiceNumber ?? t('none')}</TableCell>
                  <TableCell>{format.date(row.createdOn)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
