/** The History tab of an initiative or feature (ours, issue 13 point 6): who changed which field when, newest first. */
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { A1 } from '@a1/shared';
import type { HistoryEntry } from '@a1/shared/contract/projecttracking';
import type { HistoryObjectType } from '@a1/shared/constants/projecttracking';
import { useA1 } from '../../providers/useA1';
import { SimpleTable } from '../projects/SimpleTable';
import { showDate } from '../projects/dates';

export function FeatureHistory({ objectType, objectId }: { objectType: HistoryObjectType; objectId: number }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.projects.history.${key}`);
  const a1 = useA1();
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  useEffect(() => {
    a1.call(A1.projectHistory, { query: { objectType, objectId } }, { quiet: true })
      .then(setEntries)
      .catch(() => undefined);
  }, [a1, objectType, objectId]);
  return (
    <SimpleTable<HistoryEntry>
      label={translate('a1.projects.feature.tabs.history')}
      rows={entries}
      rowKey={(e) => e.id}
      columns={[
        { title: t('when'), render: (e) => `${showDate(e.changedOn)} ${e.changedOn.slice(11, 16)}` },
        { title: t('who'), render: (e) => e.changedBy },
        { title: t('field'), render: (e) => e.field },
        { title: t('before'), render: (e) => e.before ?? '' },
        { title: t('after'), render: (e) => e.after ?? '' },
      ]}
    />
  );
}
