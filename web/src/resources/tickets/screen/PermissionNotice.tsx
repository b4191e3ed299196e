/** The ticket screen's notice while it waits for the menu permissions, and after the wait timed out (with Retry). */
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PermissionState } from './usePermissionWait';

export function PermissionNotice({ state, onRetry }: { state: PermissionState; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <>
      {state === 'waiting' && (
        <Alert severity="info" data-testid="permission-wait">
          {translate('a1.ticketing.permissions.waiting')}
        </Alert>
      )}
      {state === 'timedOut' && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {translate('a1.ticketing.permissions.retry')}
            </Button>
          }
        >
          {translate('a1.ticketing.permissions.timedOut')}
        </Alert>
      )}
    </>
  );
}
