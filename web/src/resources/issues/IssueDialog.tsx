/**
 * Edit/Add Issue or Risk (spec 2 §2 Modals, §3, §4, §5): priority (High, Medium, Low), description, status (Open,
 * Closed, Void) and issue date are required (the shared issueMissingFields rule), close-out date optional; always
 * saved enabled, through the issues resource (useCreate, useUpdate: the feature's list refreshes). An existing one shows
 * its comments grid with Add Comment; a comment row opens Edit Issue Comment (not in read-only mode), whose Delete
 * asks 'Are you sure?' and saves the comment disabled.
 */
import { useState } from 'react';
import { Button, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import AddCommentIcon from '@mui/icons-material/AddComment';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, TextInput, useCreate, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { A1 } from '@a1/shared';
import { ISSUE_PRIORITIES, ISSUE_STATUSES } from '@a1/shared/constants/projecttracking';
import type { Issue, IssueComment } from '@a1/shared/contract/projecttracking';
import { isIssueCommentValid, issueMissingFields, type IssueDraft } from '@a1/shared/rules/projecttracking/index';
import { useA1 } from '../../providers/useA1';
import { SimpleTable } from '../projects/SimpleTable';
import { dayOf, showDate, today } from '../projects/dates';
import { SingleTextDialog } from '../projects/SingleTextDialog';
import { FieldCell, FieldGrid } from '../../forms/FieldGrid';
import { DayInput } from '../../forms/DayInput';
import { requiredBy } from '../../forms/validators';
import { ModalDialog } from '../../forms/ModalDialog';
import { SubmitButton } from '../../forms/inputs';
import { SingleSelectInput } from '../../forms/SelectInputs';
import { useDbName } from '../../providers/i18nProvider';
import { usePersonName } from '../../people/staff';

/** Required while the shared rule names `field` missing in the issue being typed. */
const missing = (field: keyof IssueDraft) => requiredBy(issueMissingFields, field);
const valid = {
  priority: missing('priority'),
  status: missing('status'),
  issueDate: missing('issueDate'),
  description: missing('description'),
};

export function IssueDialog({
  issue,
  sprintId,
  issueType,
  readOnly,
  onClose,
}: {
  issue: Issue | null;
  sprintId: number;
  issueType: 1 | 2;
  readOnly: boolean;
  onClose: (saved?: boolean) => void;
}) {
  const personName = usePersonName();
  const translate = useTranslate();
  const dbName = useDbName();
  const t = (key: string) => translate(`a1.projects.issue.${key}`);
  const a1 = useA1();
  const queryClient = useQueryClient();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [comment, setComment] = useState<IssueComment | 'new' | null>(null);
  const record = {
    priority: issue?.priority ?? null,
    description: issue?.description ?? '',
    status: issue?.status ?? 'Open',
    issueDate: issue ? dayOf(issue.issueDate) : today(),
    closeOutDate: issue ? dayOf(issue.closeOutDate) : '',
  };
  const commentsKey = ['projects', 'issueComments', issue?.issueId] as const;
  const { data: comments = [] } = useQuery({
    queryKey: commentsKey,
    enabled: !!issue,
    queryFn: async ({ signal }) =>
      (await a1.call(A1.kanbanIssueComments, { query: { IssueId: issue!.issueId } }, { quiet: true, signal })).filter(
        (c) => c.isEnabled,
      ),
  });

  const save = async (values: FieldValues) => {
    const body = {
      issueType,
      sprintId,
      priority: Number(values.priority),
      description: String(values.description).trim(),
      status: values.status as (typeof ISSUE_STATUSES)[number],
      issueDate: String(values.issueDate),
      closeOutDate: values.closeOutDate ? String(values.closeOutDate) : null,
      // Issues and risks are always saved enabled (spec 2 §4).
      isEnabled: true,
    };
    try {
      if (issue)
        await update(
          'issues',
          { id: issue.issueId, data: { version: issue.version, ...body }, previousData: issue },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      else await create('issues', { data: body }, { returnPromise: true });
      onClose(true);
    } catch {
      // Shown by the wrapper; the modal stays open.
    }
  };

  const kind = issueType === 1 ? 'Issue' : 'Risk';
  return (
    <ModalDialog titleId="a1-issue-title" size="xl" onClose={() => onClose()}>
      <Form record={record} onSubmit={save} mode="onChange" noValidate disableInvalidFormNotification>
        <DialogTitle id="a1-issue-title">{t(issue ? `edit${kind}` : `add${kind}`)}</DialogTitle>
        <DialogContent dividers>
          <FieldGrid padded>
            <FieldCell md={3}>
              <SingleSelectInput
                source="priority"
                label={t('priority')}
                choices={ISSUE_PRIORITIES}
                validate={valid.priority}
                disabled={readOnly}
              />
            </FieldCell>
            <FieldCell md={3}>
              <SingleSelectInput
                source="status"
                label={t('status')}
                choices={ISSUE_STATUSES.map((status) => ({ id: status, name: dbName(status) }))}
                validate={valid.status}
                disabled={readOnly}
              />
            </FieldCell>
            <FieldCell md={3}>
              <DayInput source="issueDate" label={t('issueDate')} validate={valid.issueDate} disabled={readOnly} />
            </FieldCell>
            <FieldCell md={3}>
              <DayInput source="closeOutDate" label={t('closeOutDate')} disabled={readOnly} />
            </FieldCell>
            <FieldCell>
              <TextInput
                source="description"
                label={t('description')}
                validate={valid.description}
                multiline
                minRows={2}
                disabled={readOnly}
                helperText={false}
              />
            </FieldCell>
          </FieldGrid>
          {issue && (
            <Stack spacing={1} sx={{ mt: 3 }}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography component="h3" variant="subtitle1">
                  {t('comments')}
                </Typography>
                <Button startIcon={<AddCommentIcon />} disabled={readOnly} onClick={() => setComment('new')}>
                  {t('addComment')}
                </Button>
              </Stack>
              <SimpleTable<IssueComment>
                label={t('comments')}
                rows={comments}
                rowKey={(c) => c.id}
                onRowClick={readOnly ? undefined : (c) => setComment(c)}
                columns={[
                  { title: t('comment'), render: (c) => c.comment },
                  { title: t('createdBy'), render: (c) => personName(c.createdBy) },
                  { title: t('createdOn'), render: (c) => showDate(c.createdOn) },
                ]}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>{translate('a1.projects.common.cancel')}</Button>
          <SubmitButton label={translate('a1.projects.common.save')} busy={readOnly} disableInvalid />
        </DialogActions>
      </Form>
      {comment && issue && (
        <IssueCommentDialog
          comment={comment === 'new' ? null : comment}
          issueId={issue.issueId}
          readOnly={readOnly}
          onClose={(saved) => {
            setComment(null);
            // The comments, and the issue's latest comment in its list.
            if (saved) {
              void queryClient.invalidateQueries({ queryKey: commentsKey });
              void queryClient.invalidateQueries({ queryKey: ['issues'] });
            }
          }}
        />
      )}
    </ModalDialog>
  );
}

/** Add or Edit Issue Comment (spec 2 §2, §4, §5): the text is required; Delete saves it disabled (soft delete). */
export function IssueCommentDialog({
  comment,
  issueId,
  readOnly,
  onClose,
}: {
  comment: IssueComment | null;
  issueId: number;
  readOnly: boolean;
  onClose: (saved?: boolean) => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.projects.issue.${key}`);
  const a1 = useA1();
  return (
    <SingleTextDialog
      titleId="a1-issue-comment-title"
      title={comment ? t('editComment') : t('addComment')}
      label={t('comment')}
      initial={comment?.comment ?? ''}
      exists={!!comment}
      minRows={3}
      isValid={isIssueCommentValid}
      readOnly={readOnly}
      // Failures are shown by the wrapper.
      write={(text, isEnabled) =>
        comment
          ? a1.call(A1.kanbanIssueCommentUpdate, {
              body: { id: comment.id, featureIssueId: issueId, comment: isEnabled ? text : comment.comment, isEnabled },
            })
          : a1.call(A1.kanbanIssueCommentCreate, { body: { featureIssueId: issueId, comment: text } })
      }
      onClose={onClose}
    />
  );
}
