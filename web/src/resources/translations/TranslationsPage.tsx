/**
 * Translation administration (security/translations, spec 2 §3): languages (enable and disable), keys (add,
 * rename, enable and disable) and the translations of one language (add, edit, enable and disable). An edit shows in
 * the app after its next load. The translations are the translations resource (useGetList; the dialog's Form saves
 * through useCreate and useUpdate, which refresh the grid); languages and keys are react-query reads and mutations.
 */
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  BooleanInput,
  Form,
  TextInput,
  Title,
  useCreate,
  useGetList,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { A1, type AdminKey, type AdminLanguage, type AdminTranslation } from '@a1/shared';
import type { GridColumn } from '@a1/shared/rules/grid/index';
import { DataGrid } from '../../grid';
import { useA1 } from '../../providers/useA1';
import { AddByName, PanelHeading } from '../admin/PanelParts';
import { ModalDialog } from '../../forms/ModalDialog';
import { SubmitButton } from '../../forms/inputs';
import { SingleSelectInput } from '../../forms/SelectInputs';
import { required } from '../../forms/validators';

type Row = AdminTranslation & Record<string, unknown>;
type Editing = { kind: 'edit'; row: AdminTranslation } | { kind: 'add' } | null;

const LANGUAGES_KEY = ['translationAdmin', 'languages'] as const;
const KEYS_KEY = ['translationAdmin', 'keys'] as const;
/** Every translation of the language at once: the grid pages, sorts and filters in the browser. */
const ALL = 100_000;
const byName = (a: AdminKey, b: AdminKey) => a.name.localeCompare(b.name);

export function TranslationsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const t = (k: string, o?: object) => translate(`a1.translations.${k}`, o);
  const queryClient = useQueryClient();
  const [languageId, setLanguageId] = useState(2);
  const [newKey, setNewKey] = useState('');
  // The key being changed: chosen from the list, then renamed, enabled or disabled.
  const [keyDraft, setKeyDraft] = useState<AdminKey | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  // Failed reads have shown the error dialog; the lists then show none.
  const { data: languages = [] } = useQuery({
    queryKey: LANGUAGES_KEY,
    queryFn: ({ signal }) => a1.call(A1.translationAdminLanguages, {}, { signal }).catch((): AdminLanguage[] => []),
  });
  const { data: keys = [] } = useQuery({
    queryKey: KEYS_KEY,
    queryFn: ({ signal }) =>
      a1.call(A1.translationAdminKeys, {}, { signal }).then(
        (list) => [...list].sort(byName),
        (): AdminKey[] => [],
      ),
  });
  const rows = useGetList<Row>('translations', {
    filter: { languageId },
    pagination: { page: 1, perPage: ALL },
  });

  const setLanguage = useMutation({
    mutationFn: ({ l, isEnabled }: { l: AdminLanguage; isEnabled: boolean }) =>
      a1.call(A1.translationAdminLanguageUpdate, { body: { id: l.id, name: l.name, native: l.native, isEnabled } }),
    // The switch shows the saved state at once.
    onSuccess: (saved) =>
      queryClient.setQueryData<AdminLanguage[]>(LANGUAGES_KEY, (list) =>
        list?.map((x) => (x.id === saved.id ? saved : x)),
      ),
  });
  const addKey = useMutation({
    mutationFn: () => a1.call(A1.translationAdminKeyAdd, { body: { name: newKey.trim() } }),
    onSuccess: (key) => {
      setNewKey('');
      notify(t('keyAdded', { name: key.name }), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: KEYS_KEY });
    },
  });
  const saveKey = useMutation({
    mutationFn: (draft: AdminKey) =>
      a1.call(A1.translationAdminKeyUpdate, {
        body: { id: draft.id, name: draft.name.trim(), isEnabled: draft.isEnabled },
      }),
    onSuccess: (saved) => {
      setKeyDraft(saved);
      notify(t('keySaved', { name: saved.name }), { type: 'success' });
      // The key's name shows in the keys and on every translation of it.
      void queryClient.invalidateQueries({ queryKey: KEYS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['translations'] });
    },
  });

  const columns = useMemo<GridColumn<Row>[]>(() => {
    const c = (k: string) => translate(`a1.translations.columns.${k}`);
    return [
      { title: c('key'), value: 'keyName', type: 'string', canFilter: true, stickyColumn: true },
      { title: c('value'), value: 'value', type: 'string', canFilter: true },
      { title: c('enabled'), value: 'isEnabled', type: 'boolean', canFilter: true, exportType: 'boolean' },
      {
        title: c('edit'),
        value: 'id',
        type: 'button',
        buttonText: translate('a1.translations.edit'),
        onClick: (row) => setEditing({ kind: 'edit', row }),
      },
    ];
  }, [translate]);

  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Paper sx={{ p: 2 }}>
          <PanelHeading>{t('languages')}</PanelHeading>
          {languages.map((l) => (
            <FormControlLabel
              key={l.id}
              control={
                <Switch
                  checked={l.isEnabled}
                  onChange={(e) => setLanguage.mutate({ l, isEnabled: e.target.checked })}
                />
              }
              label={`${l.native} (${l.iso2})`}
            />
          ))}
        </Paper>
        <Paper sx={{ p: 2 }}>
          <PanelHeading>{t('keys')}</PanelHeading>
          <AddByName
            label={t('newKey')}
            value={newKey}
            onChange={setNewKey}
            addLabel={t('addKey')}
            onAdd={() => addKey.mutate()}
            sx={{ mt: 1 }}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControl size="small" sx={{ minWidth: 200 }}>
              <InputLabel id="a1-translation-edit-key">{t('editKey')}</InputLabel>
              <Select
                labelId="a1-translation-edit-key"
                label={t('editKey')}
                value={keyDraft?.id ?? ''}
                onChange={(e) => setKeyDraft(keys.find((k) => k.id === Number(e.target.value)) ?? null)}
              >
                {keys.map((k) => (
                  <MenuItem key={k.id} value={k.id}>
                    {k.name}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            {keyDraft && (
              <>
                <TextField
                  size="small"
                  label={t('keyName')}
                  value={keyDraft.name}
                  onChange={(e) => setKeyDraft({ ...keyDraft, name: e.target.value })}
                />
                <FormControlLabel
                  control={
                    <Switch
                      checked={keyDraft.isEnabled}
                      onChange={(e) => setKeyDraft({ ...keyDraft, isEnabled: e.target.checked })}
                    />
                  }
                  label={t('keyEnabled')}
                />
                <Button
                  variant="outlined"
                  disabled={!keyDraft.name.trim() || saveKey.isPending}
                  onClick={() => saveKey.mutate(keyDraft)}
                >
                  {t('saveKey')}
                </Button>
              </>
            )}
          </Stack>
        </Paper>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="a1-translation-language">{t('language')}</InputLabel>
          <Select
            labelId="a1-translation-language"
            label={t('language')}
            value={languages.length ? languageId : ''}
            onChange={(e) => setLanguageId(Number(e.target.value))}
          >
            {languages.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.native}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <DataGrid<Row>
        gridId="security-translations"
        title={t('title')}
        columns={columns}
        rows={rows.data ?? []}
        loading={rows.isPending}
        onRefresh={() => void rows.refetch()}
        onNew={() => setEditing({ kind: 'add' })}
        excelFileName={t('title')}
      />
      {editing && (
        <TranslationDialog
          editing={editing}
          languageId={languageId}
          keys={keys}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify(t('saved'), { type: 'success' });
          }}
        />
      )}
    </Box>
  );
}

function TranslationDialog({
  editing,
  languageId,
  keys,
  onClose,
  onSaved,
}: {
  editing: NonNullable<Editing>;
  languageId: number;
  keys: AdminKey[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const t = (k: string, o?: object) => translate(`a1.translations.${k}`, o);
  const row = editing.kind === 'edit' ? editing.row : null;
  const [create] = useCreate();
  const [update] = useUpdate();
  const record = {
    languageId: row?.languageId ?? languageId,
    keyId: row?.keyId ?? null,
    value: row?.value ?? '',
    isEnabled: row?.isEnabled ?? true,
  };
  const save = async (values: FieldValues) => {
    try {
      if (row)
        await update(
          'translations',
          { id: row.id, data: values, previousData: row },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      else await create('translations', { data: values }, { returnPromise: true });
      onSaved();
    } catch {
      // The error dialog has said why; the dialog stays as typed.
    }
  };
  return (
    <ModalDialog titleId="a1-translation-dialog-title" size="sm" onClose={onClose}>
      <Form record={record} onSubmit={save} mode="onChange" noValidate disableInvalidFormNotification>
        <DialogTitle id="a1-translation-dialog-title">
          {row ? t('editTitle', { key: row.keyName }) : t('addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {!row && (
              <SingleSelectInput
                source="keyId"
                label={t('key')}
                choices={keys.map((k) => ({ id: k.id, name: k.name }))}
                validate={required}
              />
            )}
            <TextInput
              source="value"
              label={t('value')}
              validate={required}
              multiline
              helperText={false}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            {row && <BooleanInput source="isEnabled" label={t('isEnabled')} helperText={false} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <SubmitButton label={t('save')} disableInvalid />
        </DialogActions>
      </Form>
    </ModalDialog>
  );
}
