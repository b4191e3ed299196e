/**
 * Translation administration (security/translations, spec 2 §3): languages (enable and disable), keys (add,
 * rename, enable and disable) and the translations of one language (add, edit, enable and disable). An edit shows in
 * the app after its next load.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
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
import { Title, useNotify, useTranslate } from 'react-admin';
import { A1, type AdminKey, type AdminLanguage, type AdminTranslation } from '@a1/shared';
import type { GridColumn } from '@a1/shared/rules/grid/index';
import { DataGrid } from '../../grid';
import { useA1 } from '../../providers/useA1';
import { AddByName, PanelHeading } from '../admin/PanelParts';

type Row = AdminTranslation & Record<string, unknown>;
type Editing = { kind: 'edit'; row: AdminTranslation } | { kind: 'add' } | null;

export function TranslationsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const t = (k: string, o?: object) => translate(`a1.translations.${k}`, o);
  const [languages, setLanguages] = useState<AdminLanguage[]>([]);
  const [keys, setKeys] = useState<AdminKey[]>([]);
  const [languageId, setLanguageId] = useState(2);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [newKey, setNewKey] = useState('');
  // The key being changed: chosen from the list, then renamed, enabled or disabled.
  const [keyDraft, setKeyDraft] = useState<AdminKey | null>(null);
  const [editing, setEditing] = useState<Editing>(null);

  const loadRows = useCallback(() => {
    setRows(null);
    a1.call(A1.translationAdminTranslations, { query: { languageId } }).then(
      (r) => setRows(r as Row[]),
      () => setRows([]),
    );
  }, [a1, languageId]);
  useEffect(() => {
    a1.call(A1.translationAdminLanguages).then(setLanguages, () => undefined);
    a1.call(A1.translationAdminKeys).then(setKeys, () => undefined);
  }, [a1]);
  useEffect(loadRows, [loadRows]);

  const setLanguage = async (l: AdminLanguage, isEnabled: boolean) => {
    try {
      const saved = await a1.call(A1.translationAdminLanguageUpdate, {
        body: { id: l.id, name: l.name, native: l.native, isEnabled },
      });
      setLanguages((list) => list.map((x) => (x.id === saved.id ? saved : x)));
    } catch {
      // The error dialog has said why.
    }
  };
  const addKey = async () => {
    try {
      const key = await a1.call(A1.translationAdminKeyAdd, { body: { name: newKey.trim() } });
      setKeys((list) => [...list, key].sort((a, b) => a.name.localeCompare(b.name)));
      setNewKey('');
      notify(t('keyAdded', { name: key.name }), { type: 'success' });
    } catch {
      // The error dialog has said why.
    }
  };

  const saveKey = async () => {
    if (!keyDraft) return;
    try {
      const saved = await a1.call(A1.translationAdminKeyUpdate, {
        body: { id: keyDraft.id, name: keyDraft.name.trim(), isEnabled: keyDraft.isEnabled },
      });
      setKeys((list) => list.map((k) => (k.id === saved.id ? saved : k)).sort((a, b) => a.name.localeCompare(b.name)));
      setKeyDraft(saved);
      notify(t('keySaved', { name: saved.name }), { type: 'success' });
      loadRows();
    } catch {
      // The error dialog has said why.
    }
  };

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
              control={<Switch checked={l.isEnabled} onChange={(e) => void setLanguage(l, e.target.checked)} />}
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
            onAdd={() => void addKey()}
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
                <Button variant="outlined" disabled={!keyDraft.name.trim()} onClick={() => void saveKey()}>
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
        rows={rows ?? []}
        loading={rows === null}
        onRefresh={loadRows}
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
            loadRows();
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
  const a1 = useA1();
  const t = (k: string, o?: object) => translate(`a1.translations.${k}`, o);
  const row = editing.kind === 'edit' ? editing.row : null;
  const [keyId, setKeyId] = useState<number | ''>(row?.keyId ?? '');
  const [value, setValue] = useState(row?.value ?? '');
  const [isEnabled, setIsEnabled] = useState(row?.isEnabled ?? true);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      if (row)
        await a1.call(A1.translationAdminTranslationUpdate, {
          body: { id: row.id, languageId: row.languageId, value: value.trim(), isEnabled },
        });
      else if (keyId !== '')
        await a1.call(A1.translationAdminTranslationAdd, { body: { languageId, keyId, value: value.trim() } });
      onSaved();
    } catch {
      // The error dialog has said why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="a1-translation-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="a1-translation-dialog-title">
        {row ? t('editTitle', { key: row.keyName }) : t('addTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!row && (
            <FormControl size="small" fullWidth>
              <InputLabel id="a1-translation-key">{t('key')}</InputLabel>
              <Select
                labelId="a1-translation-key"
                label={t('key')}
                value={keyId}
                onChange={(e) => setKeyId(Number(e.target.value))}
              >
                {keys.map((k) => (
                  <MenuItem key={k.id} value={k.id}>
                    {k.name}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          <TextField
            label={t('value')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            required
            multiline
            size="small"
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {row && (
            <FormControlLabel
              control={<Switch checked={isEnabled} onChange={(e) => setIsEnabled(e.target.checked)} />}
              label={t('isEnabled')}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={saving || !value.trim() || (!row && keyId === '')}
          onClick={() => void save()}
        >
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
