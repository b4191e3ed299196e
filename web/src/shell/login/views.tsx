/**
 * The four login views (shell §2 Login screen) and their field rules (shell §5). A message shows once a
 * field has been left or typed in; the submit button is disabled while loading, in SSO-only mode, or
 * while a shown field is invalid. Enter submits because each view is a form with a submit button.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslate } from 'react-admin';
import { securityCalls, isStrongPassword, passwordRules, validateEmail, type LoginResult } from '@a1/shared';
import { useA1 } from '../../providers/useA1';

/** Field message keys: the spec's texts live in the shared MESSAGES and in the i18n catalogue. */
type Problem = 'required' | 'notValidEmail' | 'passwordsDoNotMatch' | 'emailsDoNotMatch' | undefined;

function emailProblem(value: string): Problem {
  const message = validateEmail(value);
  if (!message) return undefined;
  return value.trim() ? 'notValidEmail' : 'required';
}

/** A text field that shows its problem once touched (left or typed in). */
function Field(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: Problem;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  name: string;
}) {
  const translate = useTranslate();
  const [touched, setTouched] = useState(false);
  const shown = touched ? props.problem : undefined;
  return (
    <TextField
      id={`login-${props.name}`}
      name={props.name}
      label={props.label}
      type={props.type ?? 'text'}
      value={props.value}
      autoComplete={props.autoComplete}
      autoFocus={props.autoFocus}
      disabled={props.disabled}
      fullWidth
      onChange={(e) => {
        setTouched(true);
        props.onChange(e.target.value);
      }}
      onBlur={() => setTouched(true)}
      error={!!shown}
      helperText={shown ? translate(`a1.login.${shown}`) : undefined}
      slotProps={{ htmlInput: { 'aria-required': true } }}
    />
  );
}

function SubmitButton({ label, disabled, loading }: { label: string; disabled: boolean; loading: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={disabled}
      startIcon={loading ? <CircularProgress size={16} aria-hidden /> : undefined}
    >
      {label}
    </Button>
  );
}

export function LandingView({
  email,
  onEmail,
  onSubmit,
  loading,
  ssoOnly,
}: {
  email: string;
  onEmail: (v: string) => void;
  onSubmit: (e: FormEvent) => void;
  loading: boolean;
  ssoOnly: boolean;
}) {
  const translate = useTranslate();
  const problem = emailProblem(email);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={translate('a1.login.next')}>
      <Stack spacing={2}>
        <Field
          name="email"
          label={translate('a1.login.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={onEmail}
          problem={problem}
          autoFocus
          disabled={loading || ssoOnly}
        />
        <Stack direction="row" justifyContent="flex-end">
          <SubmitButton
            label={translate('a1.login.next')}
            disabled={loading || ssoOnly || !!problem}
            loading={loading}
          />
        </Stack>
      </Stack>
    </form>
  );
}

export function PasswordView({
  email,
  password,
  onPassword,
  onSubmit,
  onCancel,
  loading,
}: {
  email: string;
  password: string;
  onPassword: (v: string) => void;
  onSubmit: (e: FormEvent) => void;
  onCancel: () => void;
  loading: boolean;
}) {
  const translate = useTranslate();
  const problem: Problem = password ? undefined : 'required';
  return (
    <form onSubmit={onSubmit} noValidate aria-label={translate('a1.login.login')}>
      <Stack spacing={2}>
        <TextField label={translate('a1.login.email')} value={email} disabled fullWidth autoComplete="username" />
        <Field
          name="password"
          label={translate('a1.login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={onPassword}
          problem={problem}
          autoFocus
          disabled={loading}
        />
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button onClick={onCancel} disabled={loading}>
            {translate('a1.login.cancel')}
          </Button>
          <SubmitButton label={translate('a1.login.login')} disabled={loading || !!problem} loading={loading} />
        </Stack>
      </Stack>
    </form>
  );
}

/** A self-service update's answer: undefined when done, else the server's message. */
function updateProblem(answer: { status: number; message: string; data?: boolean }): string | undefined {
  return answer.status === 200 && answer.data ? undefined : answer.message || 'An Unknown Error Occurred';
}

export function UsernameUpdateView({
  currentUsername,
  password,
  onDone,
  onCancel,
}: {
  currentUsername: string;
  password: string;
  onDone: (username: string) => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const a1 = useA1();
  const [first, setFirst] = useState('');
  const [repeat, setRepeat] = useState('');
  // The change's answer: a refusal's message stays shown until the next try.
  const update = useMutation({
    mutationFn: async (newUsername: string) =>
      updateProblem(
        await a1.callRaw(securityCalls.changeUsername, { body: { username: currentUsername, password, newUsername } }),
      ),
    onSuccess: (problem, newUsername) => {
      if (!problem) onDone(newUsername.toLowerCase());
    },
  });
  const loading = update.isPending;
  const error = update.data;
  const firstProblem = emailProblem(first);
  const repeatProblem: Problem =
    emailProblem(repeat) ??
    (repeat.trim().toLowerCase() === first.trim().toLowerCase() ? undefined : 'emailsDoNotMatch');

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(first.trim());
  }

  return (
    <form onSubmit={submit} noValidate aria-label={translate('a1.login.usernameUpdateTitle')}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          {translate('a1.login.usernameUpdateTitle')}
        </Typography>
        <Typography variant="body2">{translate('a1.login.usernameUpdateText')}</Typography>
        <Field
          name="newEmail"
          label={translate('a1.login.newEmail')}
          type="email"
          autoComplete="email"
          value={first}
          onChange={setFirst}
          problem={firstProblem}
          autoFocus
          disabled={loading}
        />
        <Field
          name="repeatEmail"
          label={translate('a1.login.repeatEmail')}
          type="email"
          autoComplete="email"
          value={repeat}
          onChange={setRepeat}
          problem={repeatProblem}
          disabled={loading}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button onClick={onCancel} disabled={loading}>
            {translate('a1.login.cancel')}
          </Button>
          <SubmitButton
            label={translate('a1.login.update')}
            disabled={loading || !!firstProblem || !!repeatProblem}
            loading={loading}
          />
        </Stack>
      </Stack>
    </form>
  );
}

/** The internal-secure checklist (shell §5): each rule green when met, red when not. */
export function PasswordChecklist({ password }: { password: string }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="body2" id="password-rules-title">
        {translate('a1.login.rulesTitle')}
      </Typography>
      <List dense aria-labelledby="password-rules-title">
        {passwordRules(password).map((rule) => (
          <ListItem
            key={rule.id}
            data-rule={rule.id}
            data-ok={rule.ok}
            sx={{ color: rule.ok ? 'success.main' : 'error.main', py: 0 }}
          >
            <ListItemIcon sx={{ minWidth: 28, color: 'inherit' }}>
              {rule.ok ? <CheckCircleIcon fontSize="small" /> : <CancelIcon fontSize="small" />}
            </ListItemIcon>
            <ListItemText
              primary={translate(`a1.login.rules.${rule.id}`)}
              secondary={translate(rule.ok ? 'a1.login.ruleMet' : 'a1.login.ruleNotMet')}
              slotProps={{
                secondary: {
                  sx: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
                },
              }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

export function PasswordUpdateView({
  username,
  password,
  session,
  secure,
  onDone,
  onCancel,
}: {
  username: string;
  password: string;
  /** The pending session (signed in, not set up yet): the call carries it, so the change keeps it alive. */
  session: Pick<LoginResult, 'apiUsername' | 'apiPassword' | 'apiKey'>;
  secure: boolean;
  onDone: (newPassword: string) => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const a1 = useA1();
  const [first, setFirst] = useState('');
  const [repeat, setRepeat] = useState('');
  // The change's answer: a refusal's message stays shown until the next try.
  const update = useMutation({
    mutationFn: async (newPassword: string) =>
      updateProblem(
        await a1.callRaw(
          securityCalls.changePassword,
          { body: { username, password, newPassword } },
          { credentials: session },
        ),
      ),
    onSuccess: (problem, newPassword) => {
      if (!problem) onDone(newPassword);
    },
  });
  const loading = update.isPending;
  const error = update.data;
  const firstProblem: Problem = first ? undefined : 'required';
  const repeatProblem: Problem = !repeat ? 'required' : repeat === first ? undefined : 'passwordsDoNotMatch';
  const weak = secure && !isStrongPassword(first);

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(first);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={translate('a1.login.passwordUpdateTitle')}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          {translate('a1.login.passwordUpdateTitle')}
        </Typography>
        <Typography variant="body2">{translate('a1.login.passwordUpdateText')}</Typography>
        <Field
          name="newPassword"
          label={translate('a1.login.newPassword')}
          type="password"
          autoComplete="new-password"
          value={first}
          onChange={setFirst}
          problem={firstProblem}
          autoFocus
          disabled={loading}
        />
        {secure && <PasswordChecklist password={first} />}
        <Field
          name="repeatPassword"
          label={translate('a1.login.repeatPassword')}
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={setRepeat}
          problem={repeatProblem}
          disabled={loading}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button onClick={onCancel} disabled={loading}>
            {translate('a1.login.cancel')}
          </Button>
          <SubmitButton
            label={translate('a1.login.update')}
            disabled={loading || !!firstProblem || !!repeatProblem || weak}
            loading={loading}
          />
        </Stack>
      </Stack>
    </form>
  );
}
