/**
 * User Settings (shell §2, §5): auto-print error (required; toggling confirms 'Auto Printing Errors is Turned
 * On/Off'), location (required), grid font size (required, 25–200 step 5, also kept in local storage per user) and the
 * ticketing environment. Saving a new location updates the session's location.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { A1, GRID_FONT_SIZE, MESSAGES } from '@a1/shared';
import { TICKETING_ENVIRONMENTS } from '@a1/shared/constants/shell';
import { type UserSettings } from '@a1/shared';
import { validateGridFontSize } from '@a1/shared/rules/shell';
import { useA1 } from '../../providers/useA1';
import { getSession, updateSession } from '../../session/session';
import { showToast } from '../toastBus';
import { notifySessionChanged } from '../sessionEvents';
import { Spinner } from './Spinner';
import { saveGlobalGridFontSize } from '../../grid/locale';

export function UserSettingsDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const session = getSession();
  const locations = session?.availableLocations ?? [];
  const [settings, setSettings] = useState<UserSettings | null>(null);
  const [fontText, setFontText] = useState('');
  const [busy, setBusy] = useState(false);
  const a1 = useA1();

  useEffect(() => {
    a1.call(A1.userSettings)
      .then((data) => {
        setSettings({ ...data, locationId: data.locationId ?? session?.locationId ?? null });
        setFontText(String(data.gridFontSize));
      })
      .catch(onClose);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const font = fontText === '' ? undefined : Number(fontText);
  const fontOk = validateGridFontSize(font);
  const valid = !!settings && fontOk && settings.locationId !== null;

  const toggleAutoPrint = (on: boolean) => {
    setSettings((s) => (s ? { ...s, autoPrintErrorLabel: on } : s));
    showToast(translate(on ? 'a1.shell.userSettings.autoPrintOn' : 'a1.shell.userSettings.autoPrintOff'));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !settings || settings.locationId === null) return;
    setBusy(true);
    try {
      const saved = await a1.call(A1.saveUserSettings, {
        body: {
          ...settings,
          locationId: settings.locationId,
          gridFontSize: font!,
          ticketingEnvironment: settings.ticketingEnvironment as (typeof TICKETING_ENVIRONMENTS)[number],
        },
      });
      if (saved) {
        saveGlobalGridFontSize(font!);
        const location = locations.find((l) => l.locationId === settings.locationId);
        if (location)
          updateSession({
            locationId: location.locationId,
            locationName: location.locationName,
            subsidiaryName: location.subsidiaryName,
          });
        notifySessionChanged();
        showToast(translate('a1.shell.userSettings.saved'), { className: 'success' });
        onClose();
      }
    } catch {
      // The wrapper has shown the error dialog.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="a1-settings-title" fullWidth maxWidth="xs">
      <form onSubmit={save} noValidate>
        <DialogTitle id="a1-settings-title">{translate('a1.shell.userSettings.title')}</DialogTitle>
        <DialogContent>
          {!settings ? (
            <Stack alignItems="center" sx={{ py: 3 }}>
              <Spinner size="md" />
            </Stack>
          ) : (
            <Stack spacing={2} sx={{ mt: 1 }}>
              <FormControlLabel
                control={
                  <Switch checked={settings.autoPrintErrorLabel} onChange={(e) => toggleAutoPrint(e.target.checked)} />
                }
                label={translate('a1.shell.userSettings.autoPrint')}
              />
              <FormControl fullWidth required error={settings.locationId === null}>
                <InputLabel id="a1-settings-location">{translate('a1.shell.userSettings.location')}</InputLabel>
                <Select
                  labelId="a1-settings-location"
                  label={translate('a1.shell.userSettings.location')}
                  value={settings.locationId ?? ''}
                  onChange={(e) => setSettings({ ...settings, locationId: Number(e.target.value) })}
                >
                  {locations.map((l) => (
                    <MenuItem key={l.locationId} value={l.locationId}>
                      {l.locationName}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              <TextField
                type="number"
                label={translate('a1.shell.userSettings.gridFontSize')}
                value={fontText}
                onChange={(e) => setFontText(e.target.value)}
                required
                slotProps={{
                  htmlInput: { min: GRID_FONT_SIZE.min, max: GRID_FONT_SIZE.max, step: GRID_FONT_SIZE.step },
                }}
                error={!fontOk}
                helperText={fontText === '' ? MESSAGES.required : translate('a1.shell.userSettings.gridFontSizeHelp')}
              />
              <FormControl fullWidth>
                <InputLabel id="a1-settings-env">{translate('a1.shell.userSettings.ticketingEnvironment')}</InputLabel>
                <Select
                  labelId="a1-settings-env"
                  label={translate('a1.shell.userSettings.ticketingEnvironment')}
                  value={settings.ticketingEnvironment}
                  onChange={(e) => setSettings({ ...settings, ticketingEnvironment: e.target.value })}
                >
                  {TICKETING_ENVIRONMENTS.map((env) => (
                    <MenuItem key={env} value={env}>
                      {env}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('a1.shell.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!valid || busy}>
            {translate('a1.shell.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
