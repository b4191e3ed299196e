/** The list of the ticket screen's keyboard shortcuts, opened by `?`, and those of its edit dialogs (issue 29 point 5). */
import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
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
import { SHORTCUT_KEYS, type ShortcutAction } from './useShortcuts';
import { DIALOG_SHORTCUT_KEYS, type DialogShortcutAction } from '../../forms/saveShortcut';

function ShortcutRow({ keys, children }: { keys: readonly string[]; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell>
        {keys.map((k) => (
          <Box component="kbd" key={k} sx={{ mr: 0.5, px: 0.5, border: 1, borderRadius: 0.5 }}>
            {k}
          </Box>
        ))}
      </TableCell>
      <TableCell>{children}</TableCell>
    </TableRow>
  );
}

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="ticket-shortcuts-title">
      <DialogTitle id="ticket-shortcuts-title">{translate('a1.ticketing.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {(Object.keys(SHORTCUT_KEYS) as ShortcutAction[]).map((action) => (
              <ShortcutRow key={action} keys={SHORTCUT_KEYS[action]}>
                {translate(`a1.ticketing.shortcuts.keys.${action}`)}
              </ShortcutRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="subtitle2" component="h3" id="dialog-shortcuts-title" sx={{ mt: 2 }}>
          {translate('a1.forms.shortcuts.title')}
        </Typography>
        <Table size="small" aria-labelledby="dialog-shortcuts-title" data-testid="dialog-shortcuts">
          <TableBody>
            {(Object.keys(DIALOG_SHORTCUT_KEYS) as DialogShortcutAction[]).map((action) => (
              <ShortcutRow key={action} keys={DIALOG_SHORTCUT_KEYS[action]}>
                {translate(`a1.forms.shortcuts.${action}`)}
              </ShortcutRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('a1.ticketing.shortcuts.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
