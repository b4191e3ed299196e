/**
 * The report runner (report/generate, spec 3 §7 Reports): choose a report, fill the form its definition builds
 * (text, number, date, date range, dropdown with its options), run it, see the rows in the shared grid (whose
 * Excel button exports them), and print it through the workstation daemon's POST report.
 */
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  FormControl,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import dayjs from 'dayjs';
import { A1, type ReportParameter, type ReportResult } from '@a1/shared';
import type { GridColumn, Row } from '@a1/shared/rules/grid/index';
import { reportDefaultValues } from '@a1/shared/rules/reports/index';
import { DataGrid } from '../../grid';
import { useA1 } from '../../providers/useA1';
import { useDbName } from '../../providers/i18nProvider';
import { pluginBase, PluginUnavailable } from '../../plugin/pluginClient';

type Values = Record<string, string>;

/** The values as the Report call takes them: a date range as "from|to"; empty ones left out. */
function parameterData(params: ReportParameter[], values: Values): string {
  const data: Record<string, string> = {};
  for (const p of params) {
    if (p.type === 'dateRange') {
      const from = values[`${p.name}.from`];
      const to = values[`${p.name}.to`];
      if (from && to) data[p.name] = `${from}|${to}`;
    } else if (values[p.name]) data[p.name] = values[p.name];
  }
  return JSON.stringify(data);
}

function missingRequired(params: ReportParameter[], values: Values): ReportParameter | undefined {
  return params.find((p) =>
    !p.required
      ? false
      : p.type === 'dateRange'
        ? !values[`${p.name}.from`] || !values[`${p.name}.to`]
        : !values[p.name],
  );
}

async function printReport(result: ReportResult, parameters: string): Promise<void> {
  const url = new URL('/report', pluginBase());
  url.searchParams.set('name', result.name);
  url.searchParams.set('action', 'print');
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ title: result.name, rows: result.rows, parameters: JSON.parse(parameters) as object }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new PluginUnavailable();
  }
  const body = (await response.json().catch(() => undefined)) as
    { responseStatus?: { responseStatusCode: number; responseStatusMessage: string } } | undefined;
  if ((body?.responseStatus?.responseStatusCode ?? response.status) !== 200)
    throw new Error(body?.responseStatus?.responseStatusMessage ?? response.statusText);
}

export function ReportsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dbName = useDbName();
  const a1 = useA1();
  const t = (k: string, o?: object) => translate(`a1.reports.${k}`, o);
  const [reportId, setReportId] = useState<number | ''>('');
  // The values typed for the chosen report (a report chosen again starts from its defaults).
  const [typed, setTyped] = useState<{ reportId: number | ''; values: Values }>({ reportId: '', values: {} });
  const reports = useQuery({ queryKey: ['reports', 'list'], queryFn: () => a1.call(A1.reportList) }).data ?? [];
  // A report's parameters; a failed read leaves it with none.
  const paramsRead = useQuery({
    queryKey: ['reports', 'parameters', reportId],
    queryFn: () => a1.call(A1.reportParameter, { query: { reportDefinitionId: Number(reportId) } }).catch(() => []),
    enabled: reportId !== '',
  });
  const params = reportId === '' ? null : (paramsRead.data ?? null);
  // Required dates start filled (issue 29 point 7), so Run is ready at once.
  const defaults = useMemo(() => (params ? reportDefaultValues(params, dayjs().format('YYYY-MM-DD')) : {}), [params]);
  const values = typed.reportId === reportId ? typed.values : defaults;
  const setValues = (change: (v: Values) => Values) =>
    setTyped((prev) => ({ reportId, values: change(prev.reportId === reportId ? prev.values : defaults) }));
  const running = useMutation({
    mutationFn: (reportParameterData: string) =>
      a1.call(A1.report, { query: { reportDefinitionId: Number(reportId), reportParameterData } }),
  });
  const result = running.data ?? null;
  const ranWith = running.variables ?? '{}';
  const choose = (id: number | '') => {
    setReportId(id);
    running.reset();
  };

  const missing = params ? missingRequired(params, values) : undefined;
  const run = () => {
    if (!params || reportId === '') return;
    // A refusal: the error dialog has said why.
    running.mutate(parameterData(params, values));
  };
  const print = async () => {
    if (!result) return;
    try {
      await printReport(result, ranWith);
      notify(t('printed'), { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  const columns = useMemo<GridColumn<Row>[]>(
    () =>
      (result?.columns ?? []).map((c) => ({
        title: c.title,
        value: c.field,
        type: c.type === 'number' ? 'number' : c.type === 'date' ? 'date' : 'string',
        exportType: c.type === 'number' ? 'number' : c.type === 'date' ? 'date' : 'string',
        canFilter: true,
      })),
    [result],
  );
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const field = (p: ReportParameter) => {
    const label = p.label;
    switch (p.type) {
      case 'dateRange':
        return (
          <Stack key={p.name} direction="row" spacing={1}>
            {(['from', 'to'] as const).map((end) => (
              <TextField
                key={end}
                type="date"
                size="small"
                required={p.required}
                label={t(end, { label })}
                value={values[`${p.name}.${end}`] ?? ''}
                onChange={(e) => set(`${p.name}.${end}`, e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
          </Stack>
        );
      case 'dropdown':
        return (
          <FormControl key={p.name} size="small" sx={{ minWidth: 220 }} required={p.required}>
            <InputLabel id={`a1-report-${p.name}`}>{label}</InputLabel>
            <Select
              labelId={`a1-report-${p.name}`}
              label={label}
              value={values[p.name] ?? ''}
              onChange={(e) => set(p.name, String(e.target.value))}
            >
              {!p.required && <MenuItem value="">{t('any')}</MenuItem>}
              {p.options.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {dbName(o.label)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        );
      default:
        return (
          <TextField
            key={p.name}
            size="small"
            required={p.required}
            label={label}
            type={p.type === 'number' ? 'number' : p.type === 'date' ? 'date' : 'text'}
            value={values[p.name] ?? ''}
            onChange={(e) => set(p.name, e.target.value)}
            slotProps={p.type === 'date' ? { inputLabel: { shrink: true } } : { htmlInput: { maxLength: 200 } }}
          />
        );
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Paper sx={{ p: 2, mb: 2 }}>
        <Stack spacing={2}>
          <FormControl size="small" sx={{ maxWidth: 420 }}>
            <InputLabel id="a1-report-choice">{t('report')}</InputLabel>
            <Select
              labelId="a1-report-choice"
              label={t('report')}
              value={reportId}
              onChange={(e) => choose(String(e.target.value) === '' ? '' : Number(e.target.value))}
            >
              {reports.map((r) => (
                <MenuItem key={r.reportDefinitionId} value={r.reportDefinitionId}>
                  {r.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {reportId === '' ? (
            <Typography variant="body2">{t('choose')}</Typography>
          ) : (
            <>
              <Typography variant="body2">
                {reports.find((r) => r.reportDefinitionId === reportId)?.description}
              </Typography>
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {(params ?? []).map(field)}
              </Stack>
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  disabled={!params || running.isPending || !!missing}
                  title={missing ? t('required', { label: missing.label }) : undefined}
                  onClick={run}
                >
                  {t('run')}
                </Button>
                <Button disabled={!result} onClick={() => void print()}>
                  {t('print')}
                </Button>
              </Stack>
              {missing && (
                // Why Run is disabled, said where the user looks, not only in a tooltip.
                <Typography variant="body2" color="text.secondary" data-testid="report-missing">
                  {t('required', { label: missing.label })}
                </Typography>
              )}
            </>
          )}
        </Stack>
      </Paper>
      {result && (
        <>
          <Typography component="h2" variant="h6" data-testid="report-result-title">
            {t('rows', { name: result.name, smart_count: result.rows.length })}
          </Typography>
          <DataGrid
            gridId={`report-${reportId}`}
            title={result.name}
            columns={columns}
            rows={result.rows as Row[]}
            excelFileName={result.name}
          />
        </>
      )}
    </Box>
  );
}
