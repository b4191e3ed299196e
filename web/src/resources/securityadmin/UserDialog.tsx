/** Create or edit a user (spec 3 §6): name, e-mail, department, subsidiary, locations, roles, flags, enabled. */
import { useState } from 'react';
import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  InputLabel,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { useNotify, useTranslate } from 'react-admin';
import {
  A1,
  type AdminUser,
  type Department,
  type LookupLocation,
  type Role,
  type Subsidiary,
  type UserCreate,
} from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { AuditHistory } from './AuditHistory';
import { SaveShortcutButton, SaveShortcutDialog } from '../../forms/SaveShortcutDialog';

export interface UserOptions {
  departments: Department[];
  subsidiaries: Subsidiary[];
  locations: LookupLocation[];
  roles: Role[];
}

type Draft = Omit<UserCreate, 'password'> & { password: string };

const draftOf = (user: AdminUser | null): Draft =>
  user
    ? {
        fullName: user.fullName,
        email: user.email,
        departmentId: user.departmentId,
        subsidiaryId: user.subsidiaryId,
        locationIds: user.locationIds,
        defaultLocationId: user.defaultLocationId,
        roleIds: user.roleIds,
        isInternal: user.isInternal,
        isInternalSecure: user.isInternalSecure,
        isEnabled: user.isEnabled,
        password: '',
      }
    : {
        fullName: '',
        email: '',
        departmentId: null,
        subsidiaryId: 1,
        locationIds: [],
        defaultLocationId: null,
        roleIds: [],
        isInternal: true,
        isInternalSecure: false,
        isEnabled: true,
        password: '',
      };

export function UserDialog({
  user,
  options,
  onClose,
  onSaved,
}: {
  user: AdminUser | null;
  options: UserOptions;
  onClose: () => void;
  onSaved: (user: AdminUser) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [saving, setSaving] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [version, setVersion] = useState(0);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const f = (k: string) => translate(`a1.security.users.fields.${k}`);
  const missing = !draft.fullName.trim() ? f('fullName') : !draft.email.trim() ? f('email') : null;

  const save = async () => {
    setSaving(true);
    try {
      const { password, ...fields } = draft;
      const defaultLocationId =
        fields.defaultLocationId && fields.locationIds.includes(fields.defaultLocationId)
          ? fields.defaultLocationId
          : (fields.locationIds[0] ?? null);
      const body = { ...fields, defaultLocationId };
      const saved = user
        ? await a1.call(A1.userUpdate, {
            // The version the user was read at: a save after someone else's answers 409 with who and when.
            body: { ...body, appUserId: user.appUserId, version: user.version },
          })
        : await a1.call(A1.userCreate, { body: password ? { ...body, password } : body });
      notify(translate('a1.security.users.saved', { name: saved.fullName }), { type: 'success' });
      setVersion((v) => v + 1);
      onSaved(saved);
    } catch {
      // The error dialog has said why.
    } finally {
      setSaving(false);
    }
  };

  const title = user
    ? translate('a1.security.users.editTitle', { name: user.fullName })
    : translate('a1.security.users.newTitle');
  const multi = (
    id: string,
    label: string,
    value: number[],
    items: Array<{ id: number; name: string }>,
    onChange: (ids: number[]) => void,
  ) => (
    <FormControl fullWidth size="small">
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        label={label}
        multiple
        value={value}
        onChange={(e) => onChange((e.target.value as number[]).map(Number))}
        renderValue={(ids) =>
          items
            .filter((i) => ids.includes(i.id))
            .map((i) => i.name)
            .join(', ')
        }
      >
        {items.map((i) => (
          <MenuItem key={i.id} value={i.id}>
            {/* A picture of a check box: the option itself is the control (aria-selected), nothing nested in it. */}
            <ListItemIcon>
              {value.includes(i.id) ? (
                <CheckBoxIcon fontSize="small" color="primary" />
              ) : (
                <CheckBoxOutlineBlankIcon fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText primary={i.name} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );

  return (
    <SaveShortcutDialog open onClose={onClose} aria-labelledby="a1-user-dialog-title" fullWidth maxWidth="md">
      <DialogTitle id="a1-user-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={f('fullName')}
            value={draft.fullName}
            onChange={(e) => set('fullName', e.target.value)}
            required
            size="small"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={f('email')}
            type="email"
            value={draft.email}
            onChange={(e) => set('email', e.target.value)}
            required
            size="small"
          />
          {!user && (
            <TextField
              label={f('password')}
              type="password"
              autoComplete="new-password"
              value={draft.password}
              onChange={(e) => set('password', e.target.value)}
              size="small"
            />
          )}
          <Stack direction="row" spacing={2}>
            <FormControl fullWidth size="small">
              <InputLabel id="a1-user-department">{f('department')}</InputLabel>
              <Select
                labelId="a1-user-department"
                label={f('department')}
                value={draft.departmentId ?? ''}
                onChange={(e) => set('departmentId', String(e.target.value) === '' ? null : Number(e.target.value))}
              >
                <MenuItem value="">{translate('a1.security.users.none')}</MenuItem>
                {options.departments.map((d) => (
                  <MenuItem key={d.departmentId} value={d.departmentId}>
                    {d.departmentName}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControl fullWidth size="small">
              <InputLabel id="a1-user-subsidiary">{f('subsidiary')}</InputLabel>
              <Select
                labelId="a1-user-subsidiary"
                label={f('subsidiary')}
                value={draft.subsidiaryId}
                onChange={(e) => set('subsidiaryId', Number(e.target.value))}
              >
                {options.subsidiaries.map((s) => (
                  <MenuItem key={s.subsidiaryId} value={s.subsidiaryId}>
                    {s.subsidiaryName}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Stack>
          {multi(
            'a1-user-locations',
            f('locations'),
            draft.locationIds,
            options.locations.map((l) => ({ id: l.locationId, name: l.locationName })),
            (ids) => set('locationIds', ids),
          )}
          {multi(
            'a1-user-roles',
            f('roles'),
            draft.roleIds,
            options.roles.map((r) => ({ id: r.roleId, name: r.roleName })),
            (ids) => set('roleIds', ids),
          )}
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Switch checked={draft.isInternal} onChange={(e) => set('isInternal', e.target.checked)} />}
              label={f('isInternal')}
            />
            <FormControlLabel
              control={
                <Switch checked={draft.isInternalSecure} onChange={(e) => set('isInternalSecure', e.target.checked)} />
              }
              label={f('isInternalSecure')}
            />
            <FormControlLabel
              control={<Switch checked={draft.isEnabled} onChange={(e) => set('isEnabled', e.target.checked)} />}
              label={f('isEnabled')}
            />
          </Stack>
          {user && <AuditHistory keyId={user.appUserId} historyType="User" version={version} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        {user && <Button onClick={() => setResetting(true)}>{translate('a1.security.users.resetPassword')}</Button>}
        <Button onClick={onClose}>{translate('a1.security.users.cancel')}</Button>
        <SaveShortcutButton
          onClick={() => void save()}
          disabled={saving || !!missing}
          title={missing ? translate('a1.security.users.required', { field: missing }) : undefined}
        >
          {translate('a1.security.users.save')}
        </SaveShortcutButton>
      </DialogActions>
      {resetting && user && (
        <ResetPasswordDialog
          user={user}
          onClose={() => setResetting(false)}
          onDone={() => {
            setResetting(false);
            setVersion((v) => v + 1);
          }}
        />
      )}
    </SaveShortcutDialog>
  );
}

function ResetPasswordDialog({ user, onClose, onDone }: { user: AdminUser; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const [password, setPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const reset = async () => {
    setSaving(true);
    try {
      await a1.call(A1.changePasswordAdmin, { body: { username: user.email, password: '', newPassword: password } });
      notify(translate('a1.security.users.resetDone', { name: user.fullName }), { type: 'success' });
      onDone();
    } catch {
      // The error dialog has said why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <SaveShortcutDialog open onClose={onClose} aria-labelledby="a1-reset-title" fullWidth maxWidth="xs">
      <DialogTitle id="a1-reset-title">
        {translate('a1.security.users.resetTitle', { name: user.fullName })}
      </DialogTitle>
      <DialogContent>
        <TextField
          sx={{ mt: 1 }}
          fullWidth
          size="small"
          type="password"
          autoComplete="new-password"
          label={translate('a1.security.users.newPassword')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('a1.security.users.cancel')}</Button>
        <SaveShortcutButton disabled={!password || saving} onClick={() => void reset()}>
          {translate('a1.security.users.resetPassword')}
        </SaveShortcutButton>
      </DialogActions>
    </SaveShortcutDialog>
  );
}
