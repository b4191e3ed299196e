/**
 * A feature's Attachments tab (spec 2 §2, §3, §6): the stored files (sprint attachments) with who added them and
 * when, a download (the server sends it as an attachment, never inline), an upload (hidden in read-only mode) and
 * delete after 'Are you sure?'. A new feature keeps its files
 * pending: they are sent with the feature's save (spec 2 §4). The server checks size, name and content type and
 * says why it refuses a file (the error dialog shows it).
 */
import { useRef, useState } from 'react';
import { Button, IconButton, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { A1, type SprintAttachment } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { ConfirmDialog } from '../projects/ConfirmDialog';
import { SimpleTable } from '../projects/SimpleTable';
import { showDate } from '../projects/dates';
import { saveBlob } from '../../files/saveBlob';
import { usePersonName } from '../../people/staff';

export interface PendingFile {
  fileName: string;
  /** base64 with its data: URL prefix. */
  content: string;
}

const readFile = (file: File) =>
  new Promise<PendingFile>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ fileName: file.name, content: String(reader.result) });
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

export function FeatureAttachments({
  sprintId,
  upload,
  canDelete,
  pending,
  onPending,
  onChanged,
}: {
  sprintId: number | null;
  upload: boolean;
  canDelete: boolean;
  pending: PendingFile[];
  onPending: (files: PendingFile[]) => void;
  onChanged: () => void;
}) {
  const personName = usePersonName();
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.projects.attachments.${key}`);
  const a1 = useA1();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<SprintAttachment | null>(null);
  const listKey = ['sprintAttachments', sprintId];
  // A failed list read shows no files (spec 2 §8: failed loads are silently ignored).
  const files = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) =>
      a1.call(A1.sprintAttachmentList, { query: { sprintId: sprintId! } }, { quiet: true, signal }),
    enabled: sprintId !== null,
  });
  /** After a write, whether it was accepted or not: the stored files and the tab's count are read again. */
  const written = () => {
    if (input.current) input.current.value = '';
    if (sprintId === null) return;
    void queryClient.invalidateQueries({ queryKey: listKey });
    onChanged();
  };
  // A refused file: the error dialog says why.
  const uploadFiles = useMutation({
    mutationFn: async (list: File[]) => {
      const read = await Promise.all(list.map(readFile));
      if (sprintId === null) onPending([...pending, ...read]);
      else for (const file of read) await a1.call(A1.sprintAttachmentCreate, { body: { sprintId, ...file } });
    },
    onSettled: written,
  });
  const remove = useMutation({
    mutationFn: (file: SprintAttachment) =>
      a1.call(A1.sprintAttachmentDelete, { query: { attachmentId: file.attachmentId } }),
    onSettled: written,
  });

  const download = async (file: SprintAttachment) => {
    try {
      const blob = await a1.download(A1.sprintAttachmentFile, { attachmentId: file.attachmentId });
      saveBlob(blob, file.fileName);
    } catch {
      // The error dialog says why.
    }
  };

  return (
    <Stack spacing={2}>
      {upload && (
        <div>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-label={t('upload')}
            data-testid="attachment-input"
            onChange={(e) => {
              if (e.target.files?.length) uploadFiles.mutate([...e.target.files]);
            }}
          />
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={uploadFiles.isPending}
            onClick={() => input.current?.click()}
          >
            {t('upload')}
          </Button>
        </div>
      )}
      {sprintId === null ? (
        <SimpleTable<PendingFile>
          label={translate('a1.projects.feature.tabs.attachments')}
          rows={pending}
          rowKey={(f) => f.fileName}
          columns={[
            { title: t('fileName'), render: (f) => f.fileName },
            { title: t('createdOn'), render: () => t('pending') },
            {
              title: translate('a1.projects.common.delete'),
              render: (f) => (
                <IconButton
                  aria-label={`${translate('a1.projects.common.delete')} ${f.fileName}`}
                  onClick={() => onPending(pending.filter((p) => p !== f))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              ),
            },
          ]}
        />
      ) : (
        <SimpleTable<SprintAttachment>
          label={translate('a1.projects.feature.tabs.attachments')}
          rows={files.data ?? []}
          rowKey={(f) => f.attachmentId}
          columns={[
            { title: t('fileName'), render: (f) => f.fileName },
            { title: t('createdBy'), render: (f) => personName(f.createdBy) },
            { title: t('createdOn'), render: (f) => showDate(f.createdOn) },
            {
              title: t('download'),
              render: (f) => (
                <IconButton aria-label={`${t('download')} ${f.fileName}`} onClick={() => void download(f)}>
                  <DownloadIcon fontSize="small" />
                </IconButton>
              ),
            },
            {
              title: translate('a1.projects.common.delete'),
              render: (f) => (
                <IconButton
                  aria-label={`${translate('a1.projects.common.delete')} ${f.fileName}`}
                  disabled={!canDelete}
                  onClick={() => setDeleting(f)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              ),
            },
          ]}
        />
      )}
      {uploadFiles.isPending && <Typography role="status">{translate('a1.projects.common.loading')}</Typography>}
      {deleting && (
        <ConfirmDialog
          onYes={() => {
            setDeleting(null);
            remove.mutate(deleting);
          }}
          onNo={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
