/**
 * The comments tab of a card's dialog (issue 27 point 4): the card's comments, oldest first (the
 * package-issue-comments resource), and a new one in a react-admin Form: a default comment of the card's category,
 * free text, or both (the text is appended); one of them is required, and the message names the field. Its author
 * deletes a comment. A comment is a change of the card: its activity log is read again.
 */
import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQueryClient } from '@tanstack/react-query';
import {
  CreateBase,
  Form,
  SelectInput,
  TextInput,
  useDelete,
  useGetList,
  useNotify,
  useTranslate,
  type Validator,
} from 'react-admin';
import { PROBLEM_LIMITS, type ProblemComment } from '@a1/shared';
import { getSession } from '../../session/session';
import { SubmitButton } from '../../forms/inputs';
import { formatWhen } from './when';
import { PROBLEM_KEYS, useDefaultComments } from './queries';
import type { BoardCard } from './board';

type Row = ProblemComment & { id: number };

/** Text or a default comment: the form-level check, its message on the text field. */
const textOrDefault: Validator = (value: unknown, values: { defaultCommentId?: number | null }) =>
  String(value ?? '').trim() || values.defaultCommentId ? undefined : 'a1.problems.comments.required';

export function CommentsPanel({ card }: { card: BoardCard }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const t = (key: string, options?: object) => translate(`a1.problems.comments.${key}`, options);
  const comments = useGetList<Row>('package-issue-comments', {
    filter: { packageIssueId: card.packageIssueId },
    pagination: { page: 1, perPage: 1000 },
  });
  const defaults = useDefaultComments(card.categoryId).data ?? [];
  const [remove] = useDelete<Row>();
  const me = getSession()?.appUserID;
  // A new form after each comment added (the text starts empty again).
  const [round, setRound] = useState(0);
  const changed = () => queryClient.invalidateQueries({ queryKey: PROBLEM_KEYS.card(card.packageIssueId) });
  return (
    <Stack spacing={2}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('list')} data-testid="problem-comments">
        {(comments.data ?? []).map((c) => (
          <Box component="li" key={c.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Stack direction="row" alignItems="center" spacing={1}>
              <Typography variant="subtitle2">{c.createdByName}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
                {formatWhen(c.createdOn)}
              </Typography>
              {c.createdBy === me && (
                <Button
                  size="small"
                  startIcon={<DeleteIcon />}
                  aria-label={t('delete', { name: c.createdByName, when: formatWhen(c.createdOn) })}
                  onClick={() =>
                    remove(
                      'package-issue-comments',
                      { id: c.id, previousData: c },
                      { mutationMode: 'pessimistic', onSuccess: () => void changed() },
                    )
                  }
                >
                  {translate('ra.action.delete')}
                </Button>
              )}
            </Stack>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {c.text}
            </Typography>
          </Box>
        ))}
        {comments.data?.length === 0 && (
          <Typography component="li" color="text.secondary">
            {t('none')}
          </Typography>
        )}
      </Box>
      <CreateBase
        key={round}
        resource="package-issue-comments"
        record={{ packageIssueId: card.packageIssueId, text: '', defaultCommentId: null }}
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notify(t('added'), { type: 'success' });
            setRound((r) => r + 1);
            void changed();
          },
        }}
      >
        <Form noValidate>
          <Typography component="h3" variant="subtitle1">
            {t('add')}
          </Typography>
          <SelectInput
            source="defaultCommentId"
            label="a1.problems.comments.default"
            choices={defaults.map((d) => ({ id: d.defaultCommentId, name: d.text }))}
            emptyText={t('noDefault')}
            fullWidth
          />
          <TextInput
            source="text"
            label="a1.problems.comments.text"
            validate={textOrDefault}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: PROBLEM_LIMITS.comment } }}
          />
          <Stack direction="row" justifyContent="flex-end">
            <SubmitButton label={t('submit')} />
          </Stack>
        </Form>
      </CreateBase>
    </Stack>
  );
}
