/** The project-tracking modals' frame (spec 2 §2: all modals extra large): title, content between lines, actions. */
import type { ReactNode } from 'react';
import { DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { ModalDialog } from '../../forms/ModalDialog';

export function ModalFrame({
  titleId,
  title,
  onClose,
  children,
  actions,
  size = 'xl',
  tabbed = false,
}: {
  titleId: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  size?: 'xl' | 'md';
  /** A modal with tabs keeps the viewport's height on every tab, so it does not jump as tabs change (issue 29 point 4). */
  tabbed?: boolean;
}) {
  // The edit dialogs' keyboard: Ctrl+S saves, Esc closes, the first field has the focus.
  return (
    <ModalDialog titleId={titleId} size={size} tabbed={tabbed} onClose={onClose}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </ModalDialog>
  );
}
