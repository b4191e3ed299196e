/** Header ticket search (shell §2, §5, §8): a ticket number; exactly one match opens it, else the spec's message. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { A1, MESSAGES } from '@a1/shared';
import { SHELL_LINKS } from '@a1/shared/constants/shell';
import { useA1 } from '../../providers/useA1';
import { InputDialog } from './InputDialog';

export function TicketSearchDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const a1 = useA1();

  const search = async (input: string) => {
    setBusy(true);
    setError(undefined);
    try {
      const found = await a1.call(A1.ticketByNumber, { query: { ticketNumber: input } });
      if (found.length === 1) {
        onClose();
        navigate(SHELL_LINKS.ticket(found[0].ticketId));
      } else setError(MESSAGES.ticketNotFound(input));
    } catch {
      // The wrapper has shown the error dialog.
    } finally {
      setBusy(false);
    }
  };

  return (
    <InputDialog
      open
      title={translate('a1.shell.ticketSearch.title')}
      label={translate('a1.shell.ticketSearch.label')}
      submitText={translate('a1.shell.ticketSearch.search')}
      onSubmit={search}
      onClose={onClose}
      busy={busy}
      error={error}
    />
  );
}
