/** Attachments tab (spec 3 §2): upload, download, delete. */
import { Button, IconButton, Stack, TableCell, TableRow } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, useTranslate } from 'react-admin';
import { A1, type Attachment } from '@a1/shared';
import { useA1 } from '../../../providers/useA1';
import { usePersonName } from '../../../people/staff';
import { useReadOnlyMode } from '../readOnlyMode';
import { useList } from './useList';
import { day, Grid } from './Grid';

export function AttachmentsTab({ ticketId, onCount }: { ticketId: number; onCount: (n: number) => void }) {
  const personName = usePersonName();
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const [rows, , reload] = useList<Attachment>(
    () => a1.call(A1.ticketAttachmentList, { query: { ticketId } }),
    onCount,
    [ticketId],
  );
  const t = (k: string, o?: object) => translate(`a1.ticketing.attachments.${k}`, o);
  const readOnly = useReadOnlyMode();
  const upload = async (file: File) => {
    const buffer = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < buffer.length; i += 0x8000) binary += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
    try {
      await a1.call(A1.ticketAttachmentCreate, { body: { ticketId, fileName: file.name, content: btoa(binary) } });
      notify(t('uploaded', { name: file.name }), { type: 'success' });
      await reload();
    } catch {
      // The server's reason is shown by the wrapper.
    }
  };
  const download = async (row: Attachment) => {
    const full = await a1.call(A1.ticketAttachmentGet, { query: { attachmentId: row.attachmentId } });
    const bytes = Uint8Array.from(atob(full.content ?? ''), (c) => c.charCodeAt(0));
    const url = URL.createObjectURL(new Blob([bytes], { type: full.contentType }));
    const a = document.createElement('a');
    a.href = url;
    a.download = full.fileName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Stack spacing={1}>
      {!readOnly && (
        <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          {t('upload')}
          <input
            type="file"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </Button>
      )}
      <Grid head={[t('fileName'), t('createdBy'), t('createdOn'), '']} empty={t('empty')}>
        {(rows ?? []).map((r) => (
          <TableRow key={r.attachmentId}>
            <TableCell>{r.fileName}</TableCell>
            <TableCell>{personName(r.createdBy)}</TableCell>
            <TableCell>{day(r.createdOn)}</TableCell>
            <TableCell align="right">
              <IconButton aria-label={t('download', { name: r.fileName })} onClick={() => void download(r)}>
                <DownloadIcon />
              </IconButton>
              <IconButton
                aria-label={t('delete', { name: r.fileName })}
                disabled={readOnly}
                onClick={async () => {
                  await a1.call(A1.ticketAttachmentDelete, { query: { attachmentId: r.attachmentId } });
                  await reload();
                }}
              >
                <DeleteIcon />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </Grid>
    </Stack>
  );
}
