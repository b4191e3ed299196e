/**
 * The activity log tab of a card's dialog (issue 27 point 4): every change of the card, newest first: what (created,
 * moved, assigned, edited, closed, comment, attachment, …), by whom, when, and each field before and after.
 */
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActivityEntry } from '@a1/shared';
import { formatWhen } from './when';
import { useActivityLog } from './queries';

const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

function Changes({ entry }: { entry: ActivityEntry }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (!fields.length) return <>{entry.text ?? ''}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {fields.map((field) => (
        <li key={field}>
          {field}: {show(entry.before?.[field])} → {show(entry.after?.[field])}
        </li>
      ))}
      {entry.text && <li>{entry.text}</li>}
    </Box>
  );
}

export function ActivityPanel({ packageIssueId }: { packageIssueId: number }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.problems.activity.${key}`);
  const log = useActivityLog(packageIssueId);
  if (!log.data) return <Typography color="text.secondary">{t('loading')}</Typography>;
  return (
    <Table size="small" aria-label={t('title')} data-testid="problem-activity">
      <TableHead>
        <TableRow>
          <TableCell>{t('when')}</TableCell>
          <TableCell>{t('who')}</TableCell>
          <TableCell>{t('what')}</TableCell>
          <TableCell>{t('changes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {log.data.map((entry) => (
          <TableRow key={entry.activityId}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(entry.on)}</TableCell>
            <TableCell>{entry.byName}</TableCell>
            <TableCell>{translate(`a1.problems.activity.actions.${entry.action}`, { _: entry.action })}</TableCell>
            <TableCell>
              <Changes entry={entry} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
