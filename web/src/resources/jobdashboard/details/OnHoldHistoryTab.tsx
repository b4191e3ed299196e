/** A job's On-hold history tab: each hold event, its type and action, with its comment and who made it. */
import type { HoldEvent } from '@a1/shared';
import { SimpleTable } from './SimpleTable';
import { useJobDetailsText, when } from './useJobDetailsText';

interface Props {
  holds: HoldEvent[];
  personName: (value: string | null | undefined) => string;
}

export function OnHoldHistoryTab({ holds, personName }: Props) {
  const { t, holdType } = useJobDetailsText();
  return (
    <SimpleTable
      label={t('tabs.onHoldHistory')}
      head={[t('holds.on'), t('holds.type'), t('holds.action'), t('holds.comment'), t('holds.by')]}
      rows={holds.map((h) => [when(h.createdOn), holdType(h.type), h.action, h.comment, personName(h.createdBy)])}
      empty={t('holds.empty')}
    />
  );
}
