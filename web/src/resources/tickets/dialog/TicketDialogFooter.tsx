/**
 * The ticket dialog's footer (spec 3 §2, §6): why Save is disabled (read-only, or the missing fields), then Delete,
 * Clear, Save and Email, Create QA Ticket, Submit, Save (as the rules offer them) and Close.
 */
import type { ReactNode } from 'react';
import { Button, DialogActions, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { TicketSettingsAnswer } from '@a1/shared';
import { footerButtons, missingFields } from '@a1/shared/rules/ticketing/index';
import type { useSaveShortcut } from '../../../forms/SaveShortcutDialog';
import type { Values } from './ticketFormValues';

type FooterButton = ReturnType<typeof footerButtons>[number];

export function TicketDialogFooter({
  buttons,
  missing,
  valid,
  readOnly,
  blocked,
  busy,
  settings,
  shortcut,
  onDelete,
  onSave,
  onCreateQa,
  onClose,
}: {
  buttons: FooterButton[];
  missing: ReturnType<typeof missingFields>;
  valid: boolean;
  readOnly: boolean;
  /** The footer's actions wait for the whole ticket (its description) and for the action running. */
  blocked: boolean;
  busy: boolean;
  settings: TicketSettingsAnswer;
  /** The save shortcut's props, told on the Save (or Submit) button. */
  shortcut: ReturnType<typeof useSaveShortcut>;
  onDelete: () => void;
  onSave: (sendEmail?: boolean) => Promise<void>;
  onCreateQa: () => Promise<void>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const form = useFormContext<Values>();
  const missingText = missing.map((f) => translate(`a1.ticketing.fields.${FIELD_LABEL[f]}`)).join(', ');
  const button = (key: FooterButton): ReactNode => {
    const label = translate(`a1.ticketing.dialog.buttons.${key}`);
    switch (key) {
      case 'delete':
        return (
          <Button key={key} color="error" onClick={() => onDelete()} disabled={blocked} sx={{ mr: 'auto' }}>
            {label}
          </Button>
        );
      case 'clear':
        return (
          <Button key={key} onClick={() => form.reset()} disabled={blocked} sx={{ mr: 'auto' }}>
            {label}
          </Button>
        );
      case 'saveAndEmail': {
        const disabled = blocked || !valid || !settings.mailConfigured;
        const btn = (
          <Button key={key} onClick={() => void onSave(true)} disabled={disabled}>
            {label}
          </Button>
        );
        return settings.mailConfigured ? (
          btn
        ) : (
          <Tooltip key={key} title={translate('a1.ticketing.dialog.buttons.mailNotConfigured')}>
            <span>{btn}</span>
          </Tooltip>
        );
      }
      case 'createQa':
        return (
          <Button key={key} onClick={() => void onCreateQa()} disabled={blocked}>
            {label}
          </Button>
        );
      default:
        return (
          <Button
            key={key}
            variant="contained"
            onClick={() => void onSave()}
            disabled={blocked || !valid}
            {...shortcut}
          >
            {label}
          </Button>
        );
    }
  };

  return (
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
      {readOnly && (
        <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto' }} data-testid="ticket-read-only">
          {translate('a1.ticketing.dialog.readOnly')}
        </Typography>
      )}
      {!valid && !readOnly && (
        <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto' }} data-testid="ticket-missing">
          {translate('a1.ticketing.dialog.required', { fields: missingText })}
        </Typography>
      )}
      {buttons.map(button)}
      <Button onClick={onClose} disabled={busy}>
        {translate('a1.ticketing.dialog.buttons.close')}
      </Button>
    </DialogActions>
  );
}

const FIELD_LABEL: Record<string, string> = {
  title: 'title',
  type: 'type',
  priority: 'priority',
  description: 'description',
  sprintId: 'feature',
  healthStatusId: 'health',
  scheduleGroupId: 'sprint',
  newComment: 'newComment',
  sortPriority: 'sortPriority',
};
