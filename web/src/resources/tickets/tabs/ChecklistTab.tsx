/** Checklist tab (spec 3 §2, §8): new, checkboxes, Edit. */
import { useState } from 'react';
import { Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { A1, type ChecklistItem } from '@a1/shared';
import { applyOrRevert } from '@a1/shared/rules/ticketing/index';
import { useA1 } from '../../../providers/useA1';
import { useList } from './useList';
import { NewText } from './NewText';
import { EditText } from './EditText';

export function ChecklistTab({ ticketId, onCount }: { ticketId: number; onCount: (n: number) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const [rows, setRows, reload] = useList<ChecklistItem>(
    () => a1.call(A1.ticketChecklist, { query: { ticketId } }),
    onCount,
    [ticketId],
  );
  const [editing, setEditing] = useState<ChecklistItem | null>(null);
  const t = (k: string) => translate(`a1.ticketing.checklist.${k}`);
  const update = async (item: ChecklistItem) => {
    const before = rows ?? [];
    setRows(before.map((c) => (c.id === item.id ? item : c)));
    const result = await a1
      .call(A1.ticketChecklistUpdate, { body: { id: item.id, item: item.item, completed: item.completed } })
      .catch(() => null);
    setRows((now) => applyOrRevert(before, now ?? before, result));
    if (!result) notify(t('reverted'), { type: 'warning' });
  };
  return (
    <Stack spacing={1}>
      <NewText
        label={t('new')}
        button={t('save')}
        onSave={async (item) => {
          await a1.call(A1.ticketChecklistCreate, { body: { cardId: ticketId, item } });
          await reload();
        }}
      />
      {(rows ?? []).length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}
      {(rows ?? []).map((c) => (
        <Stack key={c.id} direction="row" alignItems="center" spacing={1}>
          <FormControlLabel
            control={
              <Checkbox checked={c.completed} onChange={(e) => void update({ ...c, completed: e.target.checked })} />
            }
            label={c.item}
            sx={{ flex: 1 }}
          />
          <Button size="small" onClick={() => setEditing(c)} aria-label={`${t('edit')} ${c.item}`}>
            {t('edit')}
          </Button>
        </Stack>
      ))}
      {editing && (
        <EditText
          title={t('editTitle')}
          label={t('new')}
          initial={editing.item}
          onClose={() => setEditing(null)}
          onSave={(item) => {
            setEditing(null);
            void update({ ...editing, item });
          }}
          onDelete={async () => {
            const target = editing;
            setEditing(null);
            const ok = await a1
              .call(A1.ticketChecklistDelete, { query: { checklistId: target.id } })
              .catch(() => false);
            if (ok) await reload();
          }}
        />
      )}
    </Stack>
  );
}
