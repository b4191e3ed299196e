/** A job's Status history tab: each status change, when, from and to, with its comment and who made it. */
import type { JobStatusChange } from '@a1/shared';
import { SimpleTable } from './SimpleTable';
import { useJobDetailsText, when } from './useJobDetailsText';

export function StatusHistoryTab({ history }: { history: JobStatusChange[] }) {
  const { t } = useJobDetailsText();
  return (
    <SimpleTable
      label={t('tabs.statusHistory')}
      head={[t('history.on'), t('history.from'), t('history.to'), t('history.comment'), t('history.by')]}
      rows={history.map((h) => [when(h.changedOn), h.fromStatus ?? '—', h.toStatus, h.comment ?? '', h.changedBy])}
      empty={t('history.empty')}
    />
  );
}
