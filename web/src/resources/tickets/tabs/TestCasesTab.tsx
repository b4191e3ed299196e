/** Test Cases tab (spec 3 §2): dialog titled New Test Case / Test Case {id}, Delete as a save with isenabled false. */
import { useState } from 'react';
import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TableCell,
  TableRow,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { A1, type TestCase } from '@a1/shared';
import { TEST_STATUSES } from '@a1/shared/constants/ticketing-ui';
import { testCaseDeletion, testCaseMissing } from '@a1/shared/rules/ticketing/index';
import { useA1 } from '../../../providers/useA1';
import { useDbName } from '../../../providers/i18nProvider';
import { useList } from './useList';
import { Grid } from './Grid';
import { ModalDialog } from '../../../forms/ModalDialog';

type TestCaseDraft = Partial<TestCase>;

export function TestCasesTab({ ticketId, onCount }: { ticketId: number; onCount: (n: number) => void }) {
  const translate = useTranslate();
  // Test statuses are stored in English; the French is in the translation tables (db.<status>).
  const dbName = useDbName();
  const a1 = useA1();
  const [rows, , reload] = useList<TestCase>(
    async () => (await a1.call(A1.ticketTestCases, { query: { ticketId } })).filter((c) => c.isenabled),
    onCount,
    [ticketId],
  );
  const [editing, setEditing] = useState<TestCaseDraft | null>(null);
  const t = (k: string, o?: object) => translate(`a1.ticketing.testCases.${k}`, o);
  const save = async (draft: TestCaseDraft) => {
    await a1
      .call(A1.ticketTestCaseSave, {
        body: {
          testCaseId: draft.testCaseId || undefined,
          ticketId,
          testCaseDescription: draft.testCaseDescription ?? '',
          testStatus: (draft.testStatus ?? 'Not Tested') as (typeof TEST_STATUSES)[number],
          testSteps: draft.testSteps || null,
          testData: draft.testData || null,
          expectedResults: draft.expectedResults || null,
          actualResults: draft.actualResults || null,
          testNotes: draft.testNotes || null,
          isenabled: draft.isenabled ?? true,
        },
      })
      .catch(() => null);
    setEditing(null);
    await reload();
  };
  const field = (key: keyof TestCase, label: string, required = false) => (
    <TextField
      key={key}
      label={label}
      value={(editing?.[key] as string | undefined) ?? ''}
      onChange={(e) => setEditing({ ...editing, [key]: e.target.value })}
      multiline
      required={required}
      fullWidth
      size="small"
    />
  );
  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setEditing({ testStatus: 'Not Tested' })}
      >
        {t('new')}
      </Button>
      <Grid head={['#', t('description'), t('status')]} empty={t('empty')}>
        {(rows ?? []).map((c) => (
          <TableRow key={c.testCaseId} hover tabIndex={0} sx={{ cursor: 'pointer' }} onClick={() => setEditing(c)}>
            <TableCell>{c.testCaseId}</TableCell>
            <TableCell>{c.testCaseDescription}</TableCell>
            <TableCell>{dbName(c.testStatus)}</TableCell>
          </TableRow>
        ))}
      </Grid>
      {editing && (
        <ModalDialog titleId="ticket-test-case" size="md" onClose={() => setEditing(null)}>
          <DialogTitle id="ticket-test-case">
            {editing.testCaseId ? t('title', { id: editing.testCaseId }) : t('new')}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={1} sx={{ pt: 1 }}>
              {field('testCaseDescription', t('description'), true)}
              <TextField
                select
                label={t('status')}
                size="small"
                required
                value={editing.testStatus ?? ''}
                onChange={(e) => setEditing({ ...editing, testStatus: e.target.value })}
              >
                {TEST_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {dbName(s)}
                  </MenuItem>
                ))}
              </TextField>
              {field('testSteps', t('steps'))}
              {field('testData', t('data'))}
              {field('expectedResults', t('expected'))}
              {field('actualResults', t('actual'))}
              {field('testNotes', t('notes'))}
            </Stack>
          </DialogContent>
          <DialogActions>
            {!!editing.testCaseId && (
              <Button color="error" sx={{ mr: 'auto' }} onClick={() => void save(testCaseDeletion(editing))}>
                {t('delete')}
              </Button>
            )}
            <Button onClick={() => setEditing(null)}>{t('cancel')}</Button>
            <Button
              variant="contained"
              disabled={testCaseMissing(editing).length > 0}
              onClick={() => void save(editing)}
            >
              {editing.testCaseId ? t('save') : t('submit')}
            </Button>
          </DialogActions>
        </ModalDialog>
      )}
    </Stack>
  );
}
