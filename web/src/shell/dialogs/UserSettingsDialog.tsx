/**
 * User Settings (shell §2, §5): auto-print error (required; toggling confirms 'Auto Printing Errors is Turned
 * On/Off'), location (required), grid font size (required, 25–200 step 5, also kept in local storage per user) and the
 * ticketing environment. Saving a new location updates the session's location. A react-admin Form over the
 * settings the server answers; load and save go through useA1.
 */
import { Button, Stack } from '@mui/material';
import { useEffect, type ChangeEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { BooleanInput, NumberInput, SelectInput, useNotify, useTranslate } from 'react-admin';
import { A1, GRID_FONT_SIZE, type CallBody, type UserSettings } from '@a1/shared';
import { TICKETING_ENVIRONMENTS } from '@a1/shared/constants/shell';
import { useA1 } from '../../providers/useA1';
import { getSession, updateSession } from '../../session/session';
import { notifySessionChanged } from '../sessionEvents';
import { Spinner } from './Spinner';
import { saveGlobalGridFontSize } from '../../grid/locale';
import { DialogForm } from '../../forms/DialogForm';
import { SubmitButton } from '../../forms/inputs';
import { gridFontSize, required } from '../../forms/validators';

type SavedSettings = CallBody<typeof A1.saveUserSettings>;
const ENVIRONMENTS = TICKETING_ENVIRONMENTS.map((name) => ({ id: name, name }));

export function UserSettingsDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const session = getSession();
  const locations = session?.availableLocations ?? [];
  // Each opening reads the settings afresh (gcTime 0: nothing is kept once the dialog closes).
  const settings = useQuery({ queryKey: ['a1', 'userSettings'], queryFn: () => a1.call(A1.userSettings), gcTime: 0 });
  // The error dialog has shown why the settings could not be read: nothing is left to show here.
  useEffect(() => {
    if (settings.isError) onClose();
  }, [settings.isError, onClose]);

  const save = useMutation({
    mutationFn: (body: SavedSettings) => a1.call(A1.saveUserSettings, { body }),
    onSuccess: (_, body) => {
      saveGlobalGridFontSize(body.gridFontSize);
      const location = locations.find((l) => l.locationId === body.locationId);
      if (location)
        updateSession({
          locationId: location.locationId,
          locationName: location.locationName,
          subsidiaryName: location.subsidiaryName,
        });
      notifySessionChanged();
      notify(translate('a1.shell.userSettings.saved'), { type: 'success' });
      onClose();
    },
  });

  const toggleAutoPrint = (event: ChangeEvent<HTMLInputElement>) =>
    notify(
      translate(event.target.checked ? 'a1.shell.userSettings.autoPrintOn' : 'a1.shell.userSettings.autoPrintOff'),
    );

  const record: UserSettings | undefined = settings.data && {
    ...settings.data,
    locationId: settings.data.locationId ?? session?.locationId ?? null,
  };

  return (
    <DialogForm<SavedSettings>
      titleId="a1-settings-title"
      title={translate('a1.shell.userSettings.title')}
      onClose={onClose}
      record={record}
      // A failure: the wrapper has shown the error dialog.
      onSubmit={(values) => save.mutate(values)}
      actions={
        <>
          <Button onClick={onClose}>{translate('a1.shell.cancel')}</Button>
          <SubmitButton label={translate('a1.shell.save')} busy={!record || save.isPending} disableInvalid />
        </>
      }
    >
      {!record ? (
        <Stack alignItems="center" sx={{ py: 3 }}>
          <Spinner size="md" />
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ mt: 1 }}>
          <BooleanInput
            source="autoPrintErrorLabel"
            label={translate('a1.shell.userSettings.autoPrint')}
            onChange={toggleAutoPrint}
            helperText={false}
          />
          <SelectInput
            source="locationId"
            label={translate('a1.shell.userSettings.location')}
            choices={locations}
            optionValue="locationId"
            optionText="locationName"
            validate={required}
            helperText={false}
          />
          <NumberInput
            source="gridFontSize"
            label={translate('a1.shell.userSettings.gridFontSize')}
            min={GRID_FONT_SIZE.min}
            max={GRID_FONT_SIZE.max}
            step={GRID_FONT_SIZE.step}
            validate={gridFontSize}
            helperText={translate('a1.shell.userSettings.gridFontSizeHelp')}
          />
          <SelectInput
            source="ticketingEnvironment"
            label={translate('a1.shell.userSettings.ticketingEnvironment')}
            choices={ENVIRONMENTS}
            validate={required}
            helperText={false}
          />
        </Stack>
      )}
    </DialogForm>
  );
}
