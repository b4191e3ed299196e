/**
 * The Issues and Risks tabs of a feature (spec 2 §2, §3): its issues (issueType 1) or risks (2) with priority,
 * status, dates and latest comment; Add and a row click open Edit/Add Issue or Risk (neither in read-only mode,
 * spec 2 §6).
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { ISSUE_PRIORITIES } from '@a1/shared/constants/projecttracking';
import type { Issue } from '@a1/shared/contract/projecttracking';
import { useA1 } from '../../providers/useA1';
import { SimpleTable, showDate } from '../projects/parts';
import { IssueDialog } from './IssueDialog';
import { useDbName } from '../../providers/i18nProvider';

export function FeatureIssues({
  sprintId,
  issueType,
  readOnly,
  onChanged,
}: {
  sprintId: number;
  issueType: 1 | 2;
  readOnly: boolean;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const dbName = useDbName();
  const t = (key: string) => translate(`a1.projects.issue.${key}`);
  const a1 = useA1();
  const [issues, setIssues] = useState<Issue[]>([]);
  const [editing, setEditing] = useState<Issue | 'new' | null>(null);

  const load = useCallback(() => {
    a1.data
      .getList<Issue & { id: number }>('issues', { filter: { issueType, sprintId }, meta: { quiet: true } })
      .then(({ data }) => setIssues(data))
      .catch(() => undefined);
  }, [a1, issueType, sprintId]);
  useEffect(load, [load]);

  const label = translate(`a1.projects.feature.tabs.${issueType === 1 ? 'issues' : 'risks'}`);
  return (
    <Stack spacing={2}>
      <div>
        <Button variant="outlined" startIcon={<AddIcon />} disabled={readOnly} onClick={() => setEditing('new')}>
          {t(issueType === 1 ? 'addIssue' : 'addRisk')}
        </Button>
      </div>
      <SimpleTable<Issue>
        label={label}
        rows={issues}
        rowKey={(i) => i.issueId}
        onRowClick={readOnly ? undefined : (i) => setEditing(i)}
        columns={[
          { title: t('priority'), render: (i) => ISSUE_PRIORITIES.find((p) => p.id === i.priority)?.name ?? '' },
          { title: t('description'), render: (i) => i.description },
          { title: t('status'), render: (i) => dbName(i.status) },
          { title: t('issueDate'), render: (i) => showDate(i.issueDate) },
          { title: t('closeOutDate'), render: (i) => showDate(i.closeOutDate) },
          { title: t('latestComment'), render: (i) => i.latestComment ?? '' },
        ]}
      />
      {editing && (
        <IssueDialog
          issue={editing === 'new' ? null : editing}
          sprintId={sprintId}
          issueType={issueType}
          readOnly={readOnly}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              load();
              onChanged();
            }
          }}
        />
      )}
    </Stack>
  );
}
