/**
 * Edit/Add Issue or Risk (spec 2 §2 Modals, §3, §4, §5): priority (High, Medium, Low), description, status (Open,
 * Closed, Void) and issue date are required, close-out date optional; always saved enabled. An existing one shows
 * its comments grid with Add Comment; a comment row opens Edit Issue Comment (not in read-only mode), whose Delete
 * asks 'Are you sure?' and saves the comment disabled.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import AddCommentIcon from '@mui/icons-material/AddComment';
import { useTranslate } from 'react-admin';
import { A1 } from '@a1/shared';
import { ISSUE_PRIORITIES, ISSUE_STATUSES } from '@a1/shared/constants/projecttracking';
import type { Issue, IssueComment } from '@a1/shared/contract/projecttracking';
import { isIssueCommentValid, issueMissingFields } from '@a1/shared/rules/projecttracking/index';
import { useA1 } from '../../providers/useA1';
import { ModalFrame, SimpleTable, dayOf, showDate, today } from '../projects/parts';
import { SingleTextDialog } from '../projects/SingleTextDialog';
import { ModalActions } from '../projects/ModalActions';
import { DateCell, FieldGrid, SelectCell, TextCell, choicesOf } from '../projects/fields';
import { useDbName } from '../../providers/i18nProvider';
import { usePersonName } from '../../people/staff';

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
  const [values, setValues] = useState({
    priority: issue?.priority ?? null,
    description: issue?.description ?? '',
    status: issue?.status ?? 'Open',
    issueDate: issue ? dayOf(issue.issueDate) : today(),
    closeOutDate: issue ? dayOf(issue.closeOutDate) : '',
  });
  const [comments, setComments] = useState<IssueComment[]>([]);
  const [comment, setComment] = useState<IssueComment | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const missing = issueMissingFields(values);

  const loadComments = useCallback(() => {
    if (!issue) return;
    a1.call(A1.kanbanIssueComments, { query: { IssueId: issue.issueId } }, { quiet: true })
      .then((list) => setComments(list.filter((c) => c.isEnabled)))
      .catch(() => undefined);
  }, [a1, issue]);
  useEffect(loadComments, [loadComments]);

  const save = async () => {
    setBusy(true);
    const body = {
      issueType,
      sprintId,
      priority: values.priority!,
      description: values.description.trim(),
      status: values.status as (typeof ISSUE_STATUSES)[number],
      issueDate: values.issueDate,
      closeOutDate: values.closeOutDate || null,
      // Issues and risks are always saved enabled (spec 2 §4).
      isEnabled: true,
    };
    try {
      if (issue)
        await a1.data.update('issues', {
          id: issue.issueId,
          data: { version: issue.version, ...body },
          previousData: issue,
        });
      else await a1.data.create('issues', { data: body });
      onClose(true);
    } catch {
      // Shown by the wrapper; the modal stays open.
    } finally {
      setBusy(false);
    }
  };

  const kind = issueType === 1 ? 'Issue' : 'Risk';
  return (
    <>
      <ModalFrame
        titleId="a1-issue-title"
        title={t(issue ? `edit${kind}` : `add${kind}`)}
        onClose={() => onClose()}
        actions={
          <ModalActions
            onCancel={() => onClose()}
            onSave={() => void save()}
            saveDisabled={readOnly || missing.length > 0 || busy}
          />
        }
      >
        <FieldGrid padded>
          <SelectCell
            md={3}
            label={t('priority')}
            required
            disabled={readOnly}
            value={values.priority ?? ''}
            onChange={(value) => setValues({ ...values, priority: Number(value) || null })}
            options={ISSUE_PRIORITIES.map((p) => ({ value: p.id, label: p.name }))}
          />
          <SelectCell
            md={3}
            label={t('status')}
            required
            disabled={readOnly}
            value={values.status}
            onChange={(status) => setValues({ ...values, status })}
            options={choicesOf(ISSUE_STATUSES, dbName)}
          />
          <DateCell
            md={3}
            label={t('issueDate')}
            required
            disabled={readOnly}
            value={values.issueDate}
            onChange={(issueDate) => setValues({ ...values, issueDate })}
          />
          <DateCell
            md={3}
            label={t('closeOutDate')}
            disabled={readOnly}
            value={values.closeOutDate}
            onChange={(closeOutDate) => setValues({ ...values, closeOutDate })}
          />
          <TextCell
            label={t('description')}
            required
            multiline
            minRows={2}
            disabled={readOnly}
            value={values.description}
            onChange={(description) => setValues({ ...values, description })}
          />
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
      </ModalFrame>
      {comment && issue && (
        <IssueCommentDialog
          comment={comment === 'new' ? null : comment}
          issueId={issue.issueId}
          readOnly={readOnly}
          onClose={(saved) => {
            setComment(null);
            if (saved) loadComments();
          }}
        />
      )}
    </>
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
