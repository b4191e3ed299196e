/**
 * The login screen (shell §2, §4, §5): four views — landing (email, Next), password (Login, Cancel),
 * username update and password update. Next asks the server which sign-in kind the e-mail uses and
 * starts the identity-provider redirect or the directory-suite popup; anything else shows the password view.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { securityCalls, type LoginResult } from '@a1/shared';
import { nextLoginStep, safeReturnUrl } from '@a1/shared/rules/sign-in';
import { A1Provider, useA1 } from '../../providers/useA1';
import { useChange } from '../../providers/useChange';
import { LoginError, passwordSignIn } from '../../providers/authProvider';
import { setUpSession } from '../../session/setup';
import { popupSignIn, reportSsoFailure, SsoFailure, startRedirectSignIn } from './sso';
import { LandingView, PasswordUpdateView, PasswordView, UsernameUpdateView } from './views';

type View = 'landing' | 'password' | 'usernameUpdate' | 'passwordUpdate';

/** The sign-in page as react-admin shows it (outside the layout): with its own A1Provider. */
export function LoginScreen() {
  return (
    <A1Provider>
      <LoginPage />
    </A1Provider>
  );
}

export function LoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const [view, setView] = useState<View>('landing');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  /** The login result held while an update view runs; the session is stored only when the flow is done. */
  const [pending, setPending] = useState<LoginResult>();
  // Each step of the sign-in (the e-mail's lookup, the password, setting up the session) runs as one mutation at a
  // time: the form waits while one does.
  const flow = useChange();
  const loading = flow.busy;
  /** SSO-only mode: an SSO sign-in is under way, so the form cannot be submitted (shell §5). */
  const [ssoMessage, setSsoMessage] = useState<string>();
  const [error, setError] = useState<string>();
  const a1 = useA1();

  const returnTo = safeReturnUrl(
    new URLSearchParams(location.search).get('returnUrl') ??
      ((location.state as { nextPathname?: string; nextSearch?: string } | null)?.nextPathname
        ? `${(location.state as { nextPathname: string }).nextPathname}${(location.state as { nextSearch?: string }).nextSearch ?? ''}`
        : null),
  );

  /** Shell §4 step 3: the update views first, else store the session and go to the return URL. */
  async function continueWith(result: LoginResult) {
    const step = nextLoginStep(result.user);
    if (step !== 'done') {
      setPending(result);
      setView(step);
      return;
    }
    await setUpSession(result);
    navigate(returnTo, { replace: true });
  }

  function next(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    void flow.run(() => lookUp(email.trim()));
  }

  /** Shell §4 steps 1–2: the e-mail's sign-in kind decides the next view (or the identity provider). */
  async function lookUp(address: string) {
    const answer = await a1.callRaw(securityCalls.authenticateWithSSO, { query: { username: address } });
    const kind = answer.status === 200 ? answer.data : undefined;
    try {
      if (kind?.signInKind === 'identityProvider') {
        setSsoMessage(translate('a1.login.ssoRedirecting'));
        await startRedirectSignIn(kind, address);
        return; // the browser is leaving for the provider
      }
      if (kind?.signInKind === 'directorySuite') {
        setSsoMessage(translate('a1.login.ssoPopup'));
        const result = await popupSignIn(kind, address);
        setSsoMessage(undefined);
        await continueWith(result);
        return;
      }
    } catch (e) {
      // An SSO failure is reported to the server and shows 'Login failed' (shell §4 step 4, §8).
      const reason = (e as Error).message || 'SSO failure';
      if (!(e instanceof SsoFailure)) console.warn('SSO sign-in failed', e);
      await reportSsoFailure(address, reason);
      setSsoMessage(undefined);
      setError(translate('a1.login.loginFailed'));
      return;
    }
    // Any other kind, or a failed lookup, goes to the password view (shell §4 step 2).
    setView('password');
  }

  function login(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    void flow.run(async () => {
      try {
        await continueWith(await passwordSignIn(email.trim(), password));
      } catch (e) {
        // Shell §8: the server's message, else 'An Unknown Error Occurred'; password and token are cleared.
        setPassword('');
        sessionStorage.removeItem('access_token');
        setError(e instanceof LoginError && e.message ? e.message : translate('a1.login.unknownError'));
      }
    });
  }

  function cancel() {
    setView('landing');
    setPassword('');
    setPending(undefined);
    setError(undefined);
  }

  /** After an update the flag is cleared and the flow re-evaluated (shell §4 step 3). */
  function updated(patch: { changeUsername?: false; changePassword?: false; username?: string; password?: string }) {
    if (!pending) return;
    const result: LoginResult = {
      ...pending,
      user: {
        ...pending.user,
        ...(patch.changeUsername === false
          ? { changeUsername: false, username: patch.username ?? pending.user.username }
          : {}),
        ...(patch.changePassword === false ? { changePassword: false } : {}),
      },
    };
    if (patch.username) setEmail(patch.username);
    if (patch.password) setPassword(patch.password);
    setError(undefined);
    void flow.run(() =>
      continueWith(result).catch((e: Error) => setError(e.message || translate('a1.login.unknownError'))),
    );
  }

  let content: ReactNode;
  if (view === 'landing') {
    content = <LandingView email={email} onEmail={setEmail} onSubmit={next} loading={loading} ssoOnly={!!ssoMessage} />;
  } else if (view === 'password') {
    content = (
      <PasswordView
        email={email}
        password={password}
        onPassword={setPassword}
        onSubmit={login}
        onCancel={cancel}
        loading={loading}
      />
    );
  } else if (view === 'usernameUpdate' && pending) {
    content = (
      <UsernameUpdateView
        currentUsername={pending.user.username}
        password={password}
        onCancel={cancel}
        onDone={(username) => updated({ changeUsername: false, username })}
      />
    );
  } else if (view === 'passwordUpdate' && pending) {
    content = (
      <PasswordUpdateView
        username={pending.user.username}
        password={password}
        session={pending}
        secure={pending.user.isInternalSecure}
        onCancel={cancel}
        onDone={(newPassword) => updated({ changePassword: false, password: newPassword })}
      />
    );
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ width: 400 }}>
        <CardContent>
          <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
            {translate('a1.app.title')}
          </Typography>
          <Stack spacing={2}>
            {content}
            {ssoMessage && (
              <Stack direction="row" spacing={1} alignItems="center" role="status">
                <CircularProgress size={16} aria-hidden />
                <Typography variant="body2">{ssoMessage}</Typography>
              </Stack>
            )}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {view !== 'landing' && view !== 'password' && loading && (
              <Button disabled>{translate('a1.login.signingIn')}</Button>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
