/** The list of the ticket screen's keyboard shortcuts, opened by `?`. */
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
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { SHORTCUT_KEYS, type ShortcutAction } from './useShortcuts';

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="ticket-shortcuts-title">
      <DialogTitle id="ticket-shortcuts-title">{translate('a1.ticketing.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {(Object.keys(SHORTCUT_KEYS) as ShortcutAction[]).map((action) => (
              <TableRow key={action}>
                <TableCell>
                  {SHORTCUT_KEYS[action].map((k) => (
                    <Box component="kbd" key={k} sx={{ mr: 0.5, px: 0.5, border: 1, borderRadius: 0.5 }}>
                      {k}
                    </Box>
                  ))}
                </TableCell>
                <TableCell>{translate(`a1.ticketing.shortcuts.keys.${action}`)}</TableCell>
              </TableRow>
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
