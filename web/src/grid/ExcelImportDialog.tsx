/**
 * The Excel importer (shell §2, §4 File import, §5): choose a file (its type first when several are offered);
 * an .xlsx asks the server for its worksheet names, a .txt needs a delimiter, a .csv uses a comma; the
 * has-headers switch; Save loads the rows and closes with { rates, headers, fileName }. A refused file
 * (corrupt, empty, too large, wrong type) shows the server's message in the error dialog and imports nothing.
 */
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { A1, IMPORT_FILE_TYPES, IMPORT_MAX_BYTES, type ImportFileType, type ImportModel } from '@a1/shared';
import { importFormErrors, importTypeOf } from '@a1/shared/rules/grid/index';
import { useA1 } from '../providers/useA1';
import type { ImportResult } from './types';
import { ModalDialog } from '../forms/ModalDialog';
import { SaveShortcutButton } from '../forms/SaveShortcutDialog';

interface Props {
  allowedTypes: ImportFileType[];
  onClose: () => void;
  onImported: (result: ImportResult) => void;
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function ExcelImportDialog({ allowedTypes, onClose, onImported }: Props) {
  const translate = useTranslate();
  const a1 = useA1();
  const inputId = useId();
  const several = allowedTypes.length > 1;
  const [fileType, setFileType] = useState<ImportFileType | null>(several ? null : allowedTypes[0]);
  const [fileName, setFileName] = useState<string | null>(null);
  const [content, setContent] = useState<string | null>(null);
  const [sheets, setSheets] = useState<string[]>([]);
  const [worksheetName, setWorksheetName] = useState<string>('');
  const [delimiter, setDelimiter] = useState('');
  const [hasHeaders, setHasHeaders] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  // The worksheet names of a chosen .xlsx, and the import itself: the dialog's two waits.
  const sheetsRead = useMutation({
    mutationFn: (file: { fileName: string; content: string }) =>
      a1.call(A1.workSheetNames, { body: { ...file, hasHeaders } }),
  });
  const importing = useMutation({
    mutationFn: ({ xlsx, model }: { xlsx: boolean; model: ImportModel }) =>
      a1.call(xlsx ? A1.workSheetData : A1.textData, { body: model }),
  });
  const busy = sheetsRead.isPending || importing.isPending;
  const type = several ? fileType : allowedTypes[0];
  const errors = importFormErrors({
    allowedTypes,
    fileType,
    fileName,
    worksheetName: worksheetName || null,
    delimiter: delimiter || null,
  });
  const accept = (
    type ? IMPORT_FILE_TYPES.filter((t) => t.id === type) : IMPORT_FILE_TYPES.filter((t) => allowedTypes.includes(t.id))
  )
    .map((t) => t.extension)
    .join(',');

  const onFile = async (file: File | undefined) => {
    setProblem(null);
    setSheets([]);
    setWorksheetName('');
    setContent(null);
    setFileName(null);
    if (!file) return;
    if (file.size === 0) {
      setProblem(translate('a1.grid.importer.empty'));
      return;
    }
    if (file.size > IMPORT_MAX_BYTES) {
      setProblem(translate('a1.grid.importer.tooLarge', { mb: IMPORT_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    const detected = importTypeOf(file.name);
    if (!detected || !allowedTypes.includes(detected) || (type && detected !== type)) {
      setProblem(translate('a1.grid.importer.wrongExtension'));
      return;
    }
    if (several && !fileType) setFileType(detected);
    const base64 = await readBase64(file);
    setFileName(file.name);
    setContent(base64);
    if (detected === 'xlsx') {
      try {
        const names = await sheetsRead.mutateAsync({ fileName: file.name, content: base64 });
        setSheets(names);
        if (names.length === 1) setWorksheetName(names[0]);
      } catch {
        // The error dialog shows the server's message; the file is dropped so nothing imports.
        setFileName(null);
        setContent(null);
      }
    }
  };

  const save = async () => {
    setTouched(true);
    if (errors.length || !content || !fileName || !type) return;
    try {
      const model: ImportModel = {
        fileName,
        filePrefix: null,
        content,
        headers: null,
        rates: null,
        workSheetNames: sheets,
        formData: { worksheetName: worksheetName || null },
        hasHeaders,
        delimiter: type === 'txt' ? delimiter : type === 'csv' ? ',' : null,
      };
      onImported(await importing.mutateAsync({ xlsx: type === 'xlsx', model }));
    } catch {
      // Shown by the error dialog; the importer stays open so the user can pick another file.
    }
  };

  const showError = (error: string) => touched && errors.includes(error as never);

  return (
    <ModalDialog titleId="grid-import-title" size="sm" onClose={onClose}>
      <DialogTitle id="grid-import-title">
        {translate(several ? 'a1.grid.importer.titleFile' : 'a1.grid.importer.titleExcel')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {several && (
            <TextField
              select
              size="small"
              label={translate('a1.grid.importer.fileType')}
              value={fileType ?? ''}
              required
              error={showError('fileTypeRequired')}
              helperText={showError('fileTypeRequired') ? translate('a1.grid.importer.required') : undefined}
              onChange={(e) => {
                setFileType(e.target.value as ImportFileType);
                setFileName(null);
                setContent(null);
                setSheets([]);
                setWorksheetName('');
                setProblem(null);
              }}
            >
              {IMPORT_FILE_TYPES.filter((t) => allowedTypes.includes(t.id)).map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.label}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />}>
              {translate('a1.grid.importer.chooseFile')}
              <input
                id={inputId}
                type="file"
                hidden
                accept={accept}
                onChange={(e) => {
                  void onFile(e.target.files?.[0]);
                  e.target.value = '';
                }}
                data-testid="grid-import-file"
              />
            </Button>
            <Typography variant="body2" color={showError('fileRequired') ? 'error' : 'text.secondary'}>
              {fileName ?? translate('a1.grid.importer.noFile')}
            </Typography>
            {sheetsRead.isPending && (
              <CircularProgress size={18} aria-label={translate('a1.grid.importer.readingSheets')} />
            )}
          </Stack>
          {problem && <Alert severity="error">{problem}</Alert>}
          {type === 'xlsx' && (
            <TextField
              select
              size="small"
              label={translate('a1.grid.importer.worksheet')}
              value={worksheetName}
              required
              disabled={sheets.length === 0}
              error={showError('worksheetRequired')}
              helperText={showError('worksheetRequired') ? translate('a1.grid.importer.required') : undefined}
              onChange={(e) => setWorksheetName(e.target.value)}
            >
              {sheets.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {type === 'txt' && (
            <TextField
              size="small"
              label={translate('a1.grid.importer.delimiter')}
              value={delimiter}
              required
              onChange={(e) => setDelimiter(e.target.value)}
              error={showError('delimiterRequired')}
              helperText={showError('delimiterRequired') ? translate('a1.grid.importer.required') : undefined}
              slotProps={{ htmlInput: { maxLength: 10 } }}
            />
          )}
          <FormControlLabel
            control={<Switch checked={hasHeaders} onChange={(e) => setHasHeaders(e.target.checked)} />}
            label={translate('a1.grid.importer.hasHeaders')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('a1.grid.importer.cancel')}</Button>
        <SaveShortcutButton
          onClick={() => void save()}
          disabled={busy || (touched && errors.length > 0)}
          startIcon={importing.isPending ? <CircularProgress size={16} /> : undefined}
        >
          {translate('a1.grid.importer.save')}
        </SaveShortcutButton>
      </DialogActions>
    </ModalDialog>
  );
}
