/**
 * The shortcut list opened by `?` (issue 29 point 5): the screen's own shortcuts first, then the edit dialogs', the
 * date fields' and the list's own key, which hold on every screen.
 */
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { DIALOG_SHORTCUT_KEYS, type DialogShortcutAction } from '../../forms/saveShortcut';
import { DATE_FIELD_KEYS, type DateFieldKey } from '../../forms/dateTabStop';
import type { ShortcutRow, ShortcutSection } from './screenShortcuts';
import { ModalDialog } from '../../forms/ModalDialog';

function Section({
  id,
  title,
  rows,
  testId,
}: {
  id: string;
  title: string;
  rows: readonly ShortcutRow[];
  testId?: string;
}) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" id={id} sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Table size="small" aria-labelledby={id} data-testid={testId}>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell sx={{ width: '40%' }}>
                {row.keys.map((k) => (
                  <Box component="kbd" key={k} sx={{ mr: 0.5, px: 0.5, border: 1, borderRadius: 0.5 }}>
                    {k}
                  </Box>
                ))}
              </TableCell>
              <TableCell>{row.label}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

export function ShortcutListDialog({ sections, onClose }: { sections: ShortcutSection[]; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.shortcuts.${key}`);
  const dialogRows = (Object.keys(DIALOG_SHORTCUT_KEYS) as DialogShortcutAction[]).map((action) => ({
    keys: DIALOG_SHORTCUT_KEYS[action],
    label: translate(`a1.forms.shortcuts.${action}`),
  }));
  const dateRows = (Object.keys(DATE_FIELD_KEYS) as DateFieldKey[]).map((action) => ({
    keys: DATE_FIELD_KEYS[action],
    label: t(`dateField.${action}`),
  }));
  return (
    <ModalDialog titleId="shortcut-list-title" size="sm" onClose={onClose}>
      <DialogTitle id="shortcut-list-title">{t('title')}</DialogTitle>
      {/* A long list scrolls: the keyboard can scroll it too (focusable region). */}
      <DialogContent tabIndex={0}>
        {sections.map((s, i) => (
          <Section key={s.title} id={`screen-shortcuts-${i}`} title={s.title} rows={s.rows} />
        ))}
        <Section
          id="dialog-shortcuts-title"
          title={translate('a1.forms.shortcuts.title')}
          rows={dialogRows}
          testId="dialog-shortcuts"
        />
        <Section id="date-shortcuts-title" title={t('dateField.title')} rows={dateRows} />
        <Section id="global-shortcuts-title" title={t('everywhere')} rows={[{ keys: ['?'], label: t('help') }]} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('close')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
