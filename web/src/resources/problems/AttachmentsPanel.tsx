/**
 * The attachments tab of a card's dialog (issue 27 point 4): the card's files, newest first (the
 * package-issue-attachments resource), with who added them and when; Attach file uploads one or several (read as
 * base64; the server's one upload intake checks size, name and type and says why it refuses one), a file downloads
 * (never shown inline), and its uploader deletes it.
 */
import { useRef } from 'react';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCreate, useDelete, useGetList, useNotify, useTranslate } from 'react-admin';
import { A1, type ProblemAttachment } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { saveBlob } from '../../files/saveBlob';
import { formatWhen } from './when';
import { PROBLEM_KEYS } from './queries';
import type { BoardCard } from './board';
import { usePersonName } from '../../people/staff';

type Row = ProblemAttachment & { id: number };

const readFile = (file: File) =>
  new Promise<{ fileName: string; content: string }>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ fileName: file.name, content: String(reader.result) });
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

export function AttachmentsPanel({ card }: { card: BoardCard }) {
  const personName = usePersonName();
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const queryClient = useQueryClient();
  const t = (key: string, options?: object) => translate(`a1.problems.attachments.${key}`, options);
  const input = useRef<HTMLInputElement>(null);
  const list = useGetList<Row>('package-issue-attachments', {
    filter: { packageIssueId: card.packageIssueId },
    pagination: { page: 1, perPage: 1000 },
  });
  const [create] = useCreate();
  const [remove] = useDelete<Row>();
  const changed = () => queryClient.invalidateQueries({ queryKey: PROBLEM_KEYS.card(card.packageIssueId) });
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      for (const file of files) {
        const read = await readFile(file);
        await create(
          'package-issue-attachments',
          { data: { packageIssueId: card.packageIssueId, ...read } },
          { returnPromise: true },
        );
      }
    },
    onSuccess: (_, files) => notify(t('added', { smart_count: files.length }), { type: 'success' }),
    onSettled: () => {
      if (input.current) input.current.value = '';
      void changed();
    },
  });
  const download = useMutation({
    mutationFn: async (file: Row) =>
      saveBlob(await a1.download(A1.aimbanAttachmentFile, { attachmentId: file.attachmentId }), file.fileName),
  });

  return (
    <Stack spacing={2}>
      <Box>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={t('choose')}
          data-testid="problem-attachment-input"
          onChange={(e) => upload.mutate([...(e.target.files ?? [])])}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {t('attach')}
        </Button>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="problem-attachments">
        {(list.data ?? []).map((file) => (
          <Box component="li" key={file.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {file.fileName}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {t('by', {
                  name: personName(file.createdBy),
                  when: formatWhen(file.createdOn),
                  size: Math.ceil(file.size / 1024),
                })}
              </Typography>
            </Typography>
            <IconButton aria-label={t('download', { name: file.fileName })} onClick={() => download.mutate(file)}>
              <DownloadIcon />
            </IconButton>
            <IconButton
              aria-label={t('delete', { name: file.fileName })}
              onClick={() =>
                remove(
                  'package-issue-attachments',
                  { id: file.id, previousData: file },
                  { mutationMode: 'pessimistic', onSuccess: () => void changed() },
                )
              }
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
        {list.data?.length === 0 && (
          <Typography component="li" color="text.secondary">
            {t('none')}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
