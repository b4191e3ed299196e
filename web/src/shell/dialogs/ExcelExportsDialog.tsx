/**
 * Excel Exports (shell §2, §4): Ready / Pending / Expired tabs with the default-tab rule; Download only on
 * complete, unexpired items, a spinner while it downloads, and one retry after 100 ms.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { EXPORT_DOWNLOAD_RETRY_MS } from '@a1/shared/constants/shell';
import { A1, type ExcelExportItem } from '@a1/shared';
import { canDownloadExport, defaultExportTab, exportTab, type ExportTab } from '@a1/shared/rules/shell';
import { SignedOutError, useA1 } from '../../providers/useA1';
import { useLocaleFormat } from '../useLocaleFormat';
import { Spinner } from './Spinner';
import { ModalDialog } from '../../forms/ModalDialog';

const TABS: ExportTab[] = ['ready', 'pending', 'expired'];

function saveBase64(name: string, base64: string, type: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ExcelExportsDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { dateTime } = useLocaleFormat();
  const a1 = useA1();
  // Each opening lists afresh (gcTime 0: nothing is kept once the dialog closes).
  const list = useQuery({ queryKey: ['a1', 'excelExports'], queryFn: () => a1.call(A1.excelExports), gcTime: 0 });
  const items = list.data ?? null;
  const [tab, setTab] = useState<ExportTab>('ready');
  const [downloading, setDownloading] = useState<string | null>(null);

  useEffect(() => {
    if (list.data) setTab(defaultExportTab(list.data));
  }, [list.data]);
  // The error dialog has shown why the list failed: nothing is left to show here.
  useEffect(() => {
    if (list.isError) onClose();
  }, [list.isError, onClose]);

  const download = async (item: ExcelExportItem) => {
    setDownloading(item.name);
    const query = { name: item.name };
    try {
      // Shell §4: the download is retried once after a 100 ms delay; the second failure shows the error.
      const file = await a1.call(A1.excelExportDownload, { query }, { quiet: true }).catch(async (error) => {
        if (error instanceof SignedOutError) throw error;
        await new Promise((resolve) => setTimeout(resolve, EXPORT_DOWNLOAD_RETRY_MS));
        return a1.call(A1.excelExportDownload, { query });
      });
      saveBase64(file.fileName, file.content, file.contentType);
    } catch {
      // The wrapper has shown the error dialog.
    } finally {
      setDownloading(null);
    }
  };

  const shown = (items ?? []).filter((i) => exportTab(i) === tab);
  return (
    <ModalDialog titleId="a1-exports-title" size="md" onClose={onClose}>
      <DialogTitle id="a1-exports-title">{translate('a1.shell.exports.title')}</DialogTitle>
      <DialogContent>
        {!items ? (
          <Box sx={{ textAlign: 'center', py: 3 }}>
            <Spinner size="md" />
          </Box>
        ) : (
          <>
            <Tabs value={tab} onChange={(_, v: ExportTab) => setTab(v)}>
              {TABS.map((t) => (
                <Tab key={t} value={t} label={translate(`a1.shell.exports.${t}`)} />
              ))}
            </Tabs>
            {shown.length === 0 ? (
              <Typography sx={{ py: 2 }}>{translate('a1.shell.exports.empty')}</Typography>
            ) : (
              <Table size="small" role="table">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('a1.shell.exports.name')}</TableCell>
                    <TableCell>{translate('a1.shell.exports.displayName')}</TableCell>
                    <TableCell>{translate('a1.shell.exports.createdOn')}</TableCell>
                    <TableCell>{translate('a1.shell.exports.updatedOn')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((item) => (
                    <TableRow key={item.name}>
                      <TableCell>{item.name}</TableCell>
                      <TableCell>{item.displayName}</TableCell>
                      <TableCell>{dateTime(item.createdOn)}</TableCell>
                      <TableCell>{dateTime(item.updatedOn)}</TableCell>
                      <TableCell align="right">
                        {canDownloadExport(item) &&
                          (downloading === item.name ? (
                            <Spinner size="xs" label={translate('a1.shell.exports.downloading')} />
                          ) : (
                            <Button size="small" onClick={() => void download(item)} disabled={!!downloading}>
                              {translate('a1.shell.exports.download')}
                            </Button>
                          ))}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('a1.shell.close')}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
