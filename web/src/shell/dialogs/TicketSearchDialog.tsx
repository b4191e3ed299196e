/** Header ticket search (shell §2, §5, §8): a ticket number; exactly one match opens it, else the spec's message. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { A1, MESSAGES } from '@a1/shared';
import { SHELL_LINKS } from '@a1/shared/constants/shell';
import { useA1 } from '../../providers/useA1';
import { InputDialog } from './InputDialog';

export function TicketSearchDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const a1 = useA1();
  // A failed search: the wrapper has shown the error dialog.
  const search = useMutation({
    mutationFn: (input: string) => a1.call(A1.ticketByNumber, { query: { ticketNumber: input } }),
    onMutate: () => setError(undefined),
    onSuccess: (found, input) => {
      if (found.length === 1) {
        onClose();
        navigate(SHELL_LINKS.ticket(found[0].ticketId));
      } else setError(MESSAGES.ticketNotFound(input));
    },
  });

  return (
    <InputDialog
      title={translate('a1.shell.ticketSearch.title')}
      label={translate('a1.shell.ticketSearch.label')}
      submitText={translate('a1.shell.ticketSearch.search')}
      onSubmit={(input) => search.mutate(input)}
      onClose={onClose}
      busy={search.isPending}
      error={error}
    />
  );
}
