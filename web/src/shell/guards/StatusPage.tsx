/** The 403 and 404 pages (shell §2 Routes, §8): title, text, Go Home and Go Back. */
import { Box, Button, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { canAccess, DEFAULT_RETURN_ROUTE, inGuardedSection } from '@a1/shared';
import { getPermissions } from '../../session/session';
import { SessionTimers } from '../timers/SessionTimers';

function StatusPage({ code, title, text, advice }: { code: number; title: string; text: string; advice?: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box component="section" sx={{ p: 4, textAlign: 'center' }} aria-labelledby="status-title">
      <Title title={title} />
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
        {code}
      </Typography>
      <Typography id="status-title" component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography>{text}</Typography>
      {advice && <Typography sx={{ mt: 1 }}>{advice}</Typography>}
      <Stack direction="row" spacing={2} justifyContent="center" sx={{ mt: 3 }}>
        <Button variant="contained" onClick={() => navigate(DEFAULT_RETURN_ROUTE)}>
          {translate('a1.access.goHome')}
        </Button>
        <Button variant="outlined" onClick={() => navigate(-1)}>
          {translate('a1.access.goBack')}
        </Button>
      </Stack>
      <SessionTimers />
    </Box>
  );
}

export function UnauthorizedPage() {
  const translate = useTranslate();
  return (
    <StatusPage
      code={403}
      title={translate('a1.access.unauthorizedTitle')}
      text={translate('a1.access.unauthorizedText')}
      advice={translate('a1.access.contactIt')}
    />
  );
}

/**
 * The catch-all: any unknown path under the guarded layout (so it needs login, shell §2). A path inside a
 * guarded section is checked first, as the section's guard would: a user without the permission gets the
 * 403 page rather than learning whether the page exists.
 */
export function NotFoundPage() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  if (inGuardedSection(pathname) && !canAccess(getPermissions(), { resource: pathname }))
    return <Navigate to="/unauthorized-page" replace />;
  return (
    <StatusPage code={404} title={translate('a1.access.notFoundTitle')} text={translate('a1.access.notFoundText')} />
  );
}

/** react-admin's access-denied route (a resource the authProvider refuses) shows the same 403 page. */
export const AccessDeniedRedirect = UnauthorizedPage;
