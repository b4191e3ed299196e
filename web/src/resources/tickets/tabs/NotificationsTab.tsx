/** Notifications tab (spec 3 §2, §8): Subscribe Email, the people told, subscribed e-mails with Edit. */
import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { A1, type Notification, type NotificationPeople } from '@a1/shared';
import { applyOrRevert } from '@a1/shared/rules/ticketing/index';
import { useA1 } from '../../../providers/useA1';
import { usePersonName } from '../../../people/staff';
import { useLookup } from '../useTicketing';
import { useReadOnlyMode } from '../readOnlyMode';
import { useList } from './useList';
import { NewText } from './NewText';
import { EditText } from './EditText';

export function NotificationsTab({ ticketId }: { ticketId: number }) {
  const personName = usePersonName();
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const [rows, setRows, reload] = useList<Notification>(
    () => a1.call(A1.ticketNotificationList, { query: { ticketId } }),
    undefined,
    [ticketId],
  );
  const people = useLookup<NotificationPeople>(['people', ticketId], () =>
    a1.call(A1.ticketNotificationEmail, { query: { ticketId } }),
  );
  const [editing, setEditing] = useState<Notification | null>(null);
  const t = (k: string) => translate(`a1.ticketing.notifications.${k}`);
  const person = (p: { name: string; email: string } | null | undefined) => (p ? `${p.name} <${p.email}>` : '—');
  const readOnly = useReadOnlyMode();
  return (
    <Stack spacing={1}>
      {!readOnly && (
        <NewText
          label={t('subscribe')}
          button={t('save')}
          type="email"
          onSave={async (email) => {
            await a1.call(A1.ticketNotificationCreate, { body: { cardId: ticketId, email } });
            await reload();
          }}
        />
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}>
        <dt>{t('requester')}</dt>
        <dd>{person(people?.requester)}</dd>
        <dt>{t('agent')}</dt>
        <dd>{person(people?.agent)}</dd>
        <dt>{t('creator')}</dt>
        <dd>{personName(people?.createdBy) || '—'}</dd>
        <dt>{t('updater')}</dt>
        <dd>{personName(people?.updatedBy) || '—'}</dd>
      </Box>
      <Typography variant="subtitle2" component="h3">
        {t('subscribed')}
      </Typography>
      {(rows ?? []).length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}
      {(rows ?? []).map((n) => (
        <Stack key={n.notificationId} direction="row" alignItems="center" spacing={1}>
          <Typography sx={{ flex: 1 }}>{n.email}</Typography>
          <Button size="small" onClick={() => setEditing(n)} aria-label={`${t('edit')} ${n.email}`}>
            {t('edit')}
          </Button>
        </Stack>
      ))}
      {editing && !readOnly && (
        <EditText
          title={t('editTitle')}
          label={t('subscribe')}
          initial={editing.email}
          onClose={() => setEditing(null)}
          onSave={async (email) => {
            const before = rows ?? [];
            setRows(before.map((n) => (n.notificationId === editing.notificationId ? { ...n, email } : n)));
            setEditing(null);
            const result = await a1
              .call(A1.ticketNotificationUpdate, { body: { notificationId: editing.notificationId, email } })
              .catch(() => null);
            setRows((now) => applyOrRevert(before, now ?? before, result));
            if (!result) notify(t('reverted'), { type: 'warning' });
          }}
          onDelete={async () => {
            const target = editing;
            setEditing(null);
            const ok = await a1
              .call(A1.ticketNotificationDelete, { query: { notificationId: target.notificationId } })
              .catch(() => false);
            if (ok) await reload();
          }}
        />
      )}
    </Stack>
  );
}
