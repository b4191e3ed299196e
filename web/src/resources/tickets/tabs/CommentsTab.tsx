/** Comments tab (spec 3 §2, §8): new, grid, edit dialog with Delete. */
import { useState } from 'react';
import { Stack, TableCell, TableRow } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { A1, type Comment } from '@a1/shared';
import { applyOrRevert, stripHtml } from '@a1/shared/rules/ticketing/index';
import { useA1 } from '../../../providers/useA1';
import { usePersonName } from '../../../people/staff';
import { useReadOnlyMode } from '../readOnlyMode';
import { useTicketChanged } from '../ticketChanges';
import { useList } from './useList';
import { day, Grid } from './Grid';
import { NewText } from './NewText';
import { EditText } from './EditText';

export function CommentsTab({ ticketId, onCount }: { ticketId: number; onCount: (n: number) => void }) {
  const personName = usePersonName();
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const [rows, setRows, reload] = useList<Comment>(
    () => a1.call(A1.ticketCommentList, { query: { ticketId } }),
    onCount,
    [ticketId],
  );
  const [editing, setEditing] = useState<Comment | null>(null);
  const t = (k: string) => translate(`a1.ticketing.comments.${k}`);
  const readOnly = useReadOnlyMode();
  // A comment changes the list row's Latest Comment.
  const changed = useTicketChanged();
  return (
    <Stack spacing={1}>
      {!readOnly && (
        <NewText
          label={t('new')}
          button={t('save')}
          multiline
          onSave={async (comment) => {
            await a1.call(A1.ticketCommentCreate, { body: { cardId: ticketId, comment } });
            changed(ticketId);
            await reload();
          }}
        />
      )}
      <Grid head={[t('comment'), t('createdBy'), t('createdOn')]} empty={t('empty')}>
        {(rows ?? []).map((c) => (
          <TableRow
            key={c.commentId}
            hover
            tabIndex={0}
            sx={{ cursor: 'pointer' }}
            onClick={() => setEditing(c)}
            onKeyDown={(e) => e.key === 'Enter' && setEditing(c)}
          >
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{stripHtml(c.comment)}</TableCell>
            <TableCell>{personName(c.createdBy)}</TableCell>
            <TableCell>{day(c.createdOn)}</TableCell>
          </TableRow>
        ))}
      </Grid>
      {editing && !readOnly && (
        <EditText
          title={t('editTitle')}
          label={t('comment')}
          initial={stripHtml(editing.comment)}
          onClose={() => setEditing(null)}
          onSave={async (comment) => {
            const before = rows ?? [];
            setRows(before.map((c) => (c.commentId === editing.commentId ? { ...c, comment } : c)));
            setEditing(null);
            const result = await a1
              .call(A1.ticketCommentUpdate, { body: { commentId: editing.commentId, comment } })
              .catch(() => null);
            // A falsy answer reverts the local change (spec 3 §8).
            setRows((now) => applyOrRevert(before, now ?? before, result));
            if (!result) notify(t('reverted'), { type: 'warning' });
            else changed(ticketId);
          }}
          onDelete={async () => {
            const target = editing;
            setEditing(null);
            const ok = await a1
              .call(A1.ticketCommentDelete, { query: { commentId: target.commentId } })
              .catch(() => false);
            if (ok) changed(ticketId);
            if (ok) await reload();
          }}
        />
      )}
    </Stack>
  );
}
