/**
 * /login/callback (shell §2, §4 step 5): the identity provider's return page. Finishes the redirect,
 * authenticates with the server using the e-mail and token, stores the session and goes to /home.
 * Any failure is only logged and the user returns to /login (shell §8).
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_RETURN_ROUTE } from '@a1/shared';
import { setUpSession } from '../../session/setup';
import { completePopup, finishRedirectSignIn } from './sso';

export function LoginCallbackPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { search } = useLocation();
  const started = useRef(false);
  useEffect(() => {
    // The code can be exchanged once only: StrictMode's second effect run must not repeat it.
    if (started.current) return;
    started.current = true;
    finishRedirectSignIn(search)
      .then(setUpSession)
      .then(() => {
        // This page runs inside react-admin's routes, which still hold the signed-out state: load home afresh.
        window.history.replaceState(null, '', `/#${DEFAULT_RETURN_ROUTE}`);
        window.location.reload();
      })
      .catch((error: unknown) => {
        console.error('Identity-provider sign-in failed', error);
        navigate('/login', { replace: true });
      });
  }, [navigate, search]);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center' }}>
      <Box>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('a1.login.processingLogin')}
        </Typography>
        <Typography>{translate('a1.login.processingLoginText')}</Typography>
        <CircularProgress sx={{ mt: 2 }} aria-hidden />
      </Box>
    </Box>
  );
}

/** The directory-suite popup's return page: hands the answer to the opener window. */
export function PopupCallbackPage() {
  const translate = useTranslate();
  const { search } = useLocation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completePopup(search).catch((error: unknown) => console.error('Popup sign-in callback failed', error));
  }, [search]);
  return (
    <Box component="main" sx={{ p: 4, textAlign: 'center' }}>
      <Typography component="h1" variant="h6">
        {translate('a1.login.processingLogin')}
      </Typography>
      <Typography>{translate('a1.login.processingLoginText')}</Typography>
    </Box>
  );
}
