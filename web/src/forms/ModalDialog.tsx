import type { ReactNode } from 'react';
import { SaveShortcutDialog } from './SaveShortcutDialog';

/**
 * The app's modal (spec 2 §2 Modals: the project-tracking ones extra large): open, as wide as `size` allows (the
 * `data-modal-size` attribute says which), named by its title.
 */
export function ModalDialog({
  titleId,
  descriptionId,
  size,
  tabbed,
  onClose,
  children,
}: {
  titleId: string;
  /** The element whose text describes the dialog (a confirmation's question). */
  descriptionId?: string;
  size: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  tabbed?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <SaveShortcutDialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth={size}
      data-modal-size={size}
      tabbed={tabbed}
    >
      {children}
    </SaveShortcutDialog>
  );
}
