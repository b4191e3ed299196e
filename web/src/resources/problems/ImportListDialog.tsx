/**
 * The import of a screening list (issue 27 point 6; Aimban administrators): a file in the published format of the
 * Consolidated Screening List, JSON ({ results: [...] }) or CSV with its header row, read as text in the browser and
 * sent as POST DeniedPartyList (a new list version; the server then screens every open card's consignee). The
 * format follows the file's name; a name that is neither says so, naming the field.
 */
import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, TextInput, useInput, useNotify, useTranslate, ValidationError, type Validator } from 'react-admin';
import { A1, PROBLEM_LIMITS } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { SubmitButton } from '../../forms/inputs';
import { PROBLEM_KEYS } from './queries';
import { ModalDialog } from '../../forms/ModalDialog';

const formatOf = (name: string) => (/\.json$/i.test(name) ? 'json' : /\.csv$/i.test(name) ? 'csv' : null);

const validFile: Validator = Object.assign(
  (value: unknown) => {
    const file = value as File | null | undefined;
    if (!file) return 'a1.problems.denied.fileRequired';
    if (!formatOf(file.name)) return 'a1.problems.denied.fileFormat';
    if (file.size > PROBLEM_LIMITS.screeningListChars) return 'a1.problems.denied.fileTooBig';
    return undefined;
  },
  { isRequired: true },
);

function FileInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'file', validate: validFile });
  return (
    <>
      <Button component="label" variant="outlined" sx={{ mt: 1 }}>
        {translate('a1.problems.denied.chooseFile')}
        <input
          type="file"
          hidden
          accept=".json,.csv,application/json,text/csv"
          data-testid="screening-list-file"
          onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
        />
      </Button>
      <DialogContentText
        sx={{ mt: 1 }}
        color={fieldState.error ? 'error' : undefined}
        role={fieldState.error ? 'alert' : undefined}
      >
        {fieldState.error?.message ? (
          <ValidationError error={fieldState.error.message} />
        ) : (
          ((field.value as File | null)?.name ?? translate('a1.problems.denied.noFile'))
        )}
      </DialogContentText>
    </>
  );
}

export function ImportListDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const queryClient = useQueryClient();
  const t = (key: string, options?: object) => translate(`a1.problems.denied.${key}`, options);
  const upload = useMutation({
    mutationFn: async ({ file, source }: { file: File; source?: string }) =>
      a1.call(A1.aimbanDeniedPartyListImport, {
        body: { format: formatOf(file.name)!, content: await file.text(), source: source?.trim() || undefined },
      }),
    onSuccess: (info) => {
      notify(t('imported', { version: info.listVersion, smart_count: info.entries }), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: PROBLEM_KEYS.all });
      onClose();
    },
  });
  return (
    <ModalDialog titleId="problem-import-title" size="sm" onClose={onClose}>
      <Form
        record={{ file: null, source: '' }}
        onSubmit={(values: Record<string, unknown>) => upload.mutate(values as { file: File; source?: string })}
        noValidate
      >
        <DialogTitle id="problem-import-title">{t('importTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('importHelp')}</DialogContentText>
          <FileInput />
          <TextInput source="source" label="a1.problems.denied.source" fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label={t('importSubmit')} busy={upload.isPending} />
        </DialogActions>
      </Form>
    </ModalDialog>
  );
}
