/** The 'new version' notice of the layout (shell §2, §4 Timers): Refresh reloads the page. */
import { Alert, Button, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';

export function NewVersionNotice({ onRefresh = () => window.location.reload() }: { onRefresh?: () => void }) {
  const translate = useTranslate();
  return (
    <Snackbar open anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert
        severity="info"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={onRefresh}>
            {translate('a1.access.refresh')}
          </Button>
        }
      >
        {translate('a1.access.newVersion')}
      </Alert>
    </Snackbar>
  );
}
