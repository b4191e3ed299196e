/**
 * The Attachments tab (issue 26 point 3): the job's files on the receiving-attachments resource (react-admin's
 * useGetList, useCreate, useDelete over GET/POST Attachment and GET DeleteAttachment), through the one attachments
 * service on the server, which checks size, type and name and says why it refuses a file (the error dialog shows it).
 * A file opens by GET Attachment with its attachmentId (the content, base64).
 */
import { useRef } from 'react';
import { Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { useCreate, useDelete, useGetList, useNotify, useTranslate } from 'react-admin';
import type { ReceivingAttachment } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import type { ReceivingJobRecord } from '../../providers/resources/receivingJobs';
import { saveBlob } from '../../files/saveBlob';
import { useLocaleFormat } from '../../shell/useLocaleFormat';

const readFile = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

export function JobAttachments({ job }: { job: ReceivingJobRecord }) {
  const translate = useTranslate();
  const format = useLocaleFormat();
  const t = (key: string, options?: object) => translate(`a1.receiving.attachments.${key}`, options);
  const a1 = useA1();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const list = useGetList<ReceivingAttachment & { id: number }>('receiving-attachments', {
    filter: { jobNumber: job.number },
    pagination: { page: 1, perPage: 1000 },
  });
  const [create, { isPending: uploading }] = useCreate();
  const [remove] = useDelete();
  const download = useMutation({
    mutationFn: async (file: ReceivingAttachment) => {
      const { data: one } = await a1.data.getOne<ReceivingAttachment & { id: number }>('receiving-attachments', {
        id: file.attachmentId,
        meta: { jobNumber: job.number },
      });
      const bytes = Uint8Array.from(atob(one.content ?? ''), (c) => c.charCodeAt(0));
      saveBlob(new Blob([bytes], { type: file.contentType }), file.fileName);
    },
  });

  const upload = async (file: File) => {
    const content = await readFile(file);
    await create(
      'receiving-attachments',
      { data: { jobId: job.jobId, fileName: file.name, content } },
      { onSuccess: () => notify(t('added', { name: file.name }), { type: 'success' }) },
    );
  };

  return (
    <Stack spacing={1}>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={t('choose')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button
        variant="outlined"
        onClick={() => input.current?.click()}
        disabled={uploading}
        sx={{ minHeight: 48, alignSelf: 'flex-start' }}
      >
        {t('upload')}
      </Button>
      {!list.data?.length ? (
        <Typography color="text.secondary">{list.isPending ? translate('a1.receiving.loading') : t('none')}</Typography>
      ) : (
        <List dense aria-label={t('list')}>
          {list.data.map((file) => (
            <ListItem
              key={file.id}
              divider
              secondaryAction={
                <Stack direction="row">
                  <IconButton
                    aria-label={t('download', { name: file.fileName })}
                    onClick={() => download.mutate(file)}
                    sx={{ width: 48, height: 48 }}
                  >
                    <DownloadIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('delete', { name: file.fileName })}
                    onClick={() =>
                      void remove(
                        'receiving-attachments',
                        { id: file.id, previousData: file },
                        {
                          mutationMode: 'pessimistic',
                          onSuccess: () => notify(t('deleted', { name: file.fileName }), { type: 'info' }),
                        },
                      )
                    }
                    sx={{ width: 48, height: 48 }}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              }
              sx={{ pr: 14 }}
            >
              <ListItemText
                primary={file.fileName}
                secondary={`${Math.ceil(file.size / 1024)} KB · ${file.createdBy} · ${format.dateTime(file.createdOn)}`}
                slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
