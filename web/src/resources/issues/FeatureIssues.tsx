/**
 * The Issues and Risks tabs of a feature (spec 2 §2, §3): its issues (issueType 1) or risks (2) with priority,
 * status, dates and latest comment; Add and a row click open Edit/Add Issue or Risk (neither in read-only mode,
 * spec 2 §6).
 */
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useGetList, useTranslate } from 'react-admin';
import { ISSUE_PRIORITIES } from '@a1/shared/constants/projecttracking';
import type { Issue } from '@a1/shared/contract/projecttracking';
import { SimpleTable } from '../projects/SimpleTable';
import { showDate } from '../projects/dates';
import { IssueDialog } from './IssueDialog';
import { useDbName } from '../../providers/i18nProvider';

/** Every issue or risk of the feature at once. */
const ALL = 1000;

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
  const { data: issues = [] } = useGetList<Issue & { id: number }>('issues', {
    filter: { issueType, sprintId },
    pagination: { page: 1, perPage: ALL },
    meta: { quiet: true },
  });
  const [editing, setEditing] = useState<Issue | 'new' | null>(null);

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
            // The list refreshes by itself (the issues resource); the feature's counts do not.
            if (saved) onChanged();
          }}
        />
      )}
    </Stack>
  );
}
