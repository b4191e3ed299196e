/** The notice that someone else saved the ticket while the form was open, with Reload (issue 23 point 8). */
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Ticket } from '@a1/shared';
import { usePersonName } from '../../../people/staff';

export function SavedElsewhereNotice({
  newer,
  onReload,
}: {
  /** The ticket as someone else saved it since the form was read. */
  newer: Ticket;
  /** Reads the newer ticket into the form (what the user typed is dropped). */
  onReload: () => void;
}) {
  const personName = usePersonName();
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 2 }}
      data-testid="ticket-saved-elsewhere"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {translate('a1.ticketing.dialog.savedElsewhere.reload')}
        </Button>
      }
    >
      {translate('a1.ticketing.dialog.savedElsewhere.notice', {
        who: personName(newer.updatedBy) || translate('a1.ticketing.dialog.savedElsewhere.someone'),
      })}
    </Alert>
  );
}
