/**
 * The login screen (shell §2, §4): landing (email, Next) asks which sign-in kind the e-mail uses,
 * then the password view (Login, Cancel). Enter submits. SSO kinds and the update views build on this.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_RETURN_ROUTE, MESSAGES, ROUTES, validateEmail, type SignInKindResult } from '@a1/shared';
import { a1Raw } from '../../providers/a1Client';
import { passwordSignIn } from '../../providers/authProvider';
import { storeLogin } from '../../session/session';

type View = 'landing' | 'password';

export function LoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const [view, setView] = useState<View>('landing');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();

  const emailError = touched ? validateEmail(email) : undefined;
  const passwordError = view === 'password' && touched && !password ? MESSAGES.required : undefined;
  const returnTo = (location.state as { nextPathname?: string } | null)?.nextPathname
    ?? new URLSearchParams(location.search).get('returnUrl') ?? DEFAULT_RETURN_ROUTE;

  async function next(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (validateEmail(email)) return;
    setLoading(true);
    setError(undefined);
    const answer = await a1Raw<SignInKindResult>(ROUTES.authenticateWithSSO, { query: { username: email.trim() } });
    setLoading(false);
    // Any kind other than the SSO ones, or a failed lookup, goes to the password view (shell §4 step 2).
    setView('password');
    setTouched(false);
    void answer;
  }

  async function login(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!password) return;
    setLoading(true);
    setError(undefined);
    try {
      const result = await passwordSignIn(email.trim(), password);
      storeLogin(result);
      navigate(returnTo, { replace: true });
    } catch (e) {
      setPassword('');
      setError((e as Error).message || MESSAGES.unknownError);
    } finally {
      setLoading(false);
    }
  }

  const invalid = view === 'landing' ? !!validateEmail(email) && touched : !password && touched;

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ width: 380 }}>
        <CardContent>
          <Typography component="h1" variant="h5" sx={{ mb: 2 }}>{translate('a1.app.title')}</Typography>
          <form onSubmit={view === 'landing' ? next : login} noValidate>
            <Stack spacing={2}>
              <TextField
                label={translate('a1.login.email')} type="email" autoComplete="username" value={email} autoFocus={view === 'landing'}
                disabled={view !== 'landing' || loading} onChange={(e) => setEmail(e.target.value)} onBlur={() => setTouched(true)}
                error={!!emailError} helperText={emailError} fullWidth
              />
              {view === 'password' && (
                <TextField
                  label={translate('a1.login.password')} type="password" autoComplete="current-password" value={password} autoFocus
                  disabled={loading} onChange={(e) => setPassword(e.target.value)} error={!!passwordError} helperText={passwordError} fullWidth
                />
              )}
              {error && <Alert severity="error" role="alert">{error}</Alert>}
              <Stack direction="row" spacing={1} justifyContent="flex-end">
                {view === 'password' && (
                  <Button onClick={() => { setView('landing'); setPassword(''); setError(undefined); setTouched(false); }} disabled={loading}>
                    {translate('a1.login.cancel')}
                  </Button>
                )}
                <Button type="submit" variant="contained" disabled={loading || invalid} startIcon={loading ? <CircularProgress size={16} /> : undefined}>
                  {translate(view === 'landing' ? 'a1.login.next' : 'a1.login.login')}
                </Button>
              </Stack>
            </Stack>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
