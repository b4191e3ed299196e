/**
 * Set Workstation Settings (shell §2, §4, §5, §8): a 3-step wizard — Download Plugin, Choose Printers,
 * Choose Scale — in the modes noPlugin (steps locked), update (saved settings preloaded) and noSettings.
 * Printers are read from the plugin when leaving step 0; Update and Cancel show on the last step only.
 */
import { A1 } from '@a1/shared';
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Step,
  StepButton,
  Stepper,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { SCALE_TYPES, type ScaleType } from '@a1/shared/daemon/contract';
import { SHELL_MESSAGES } from '@a1/shared/constants/shell';
import { normalizeScaleFields, scaleFieldKind } from '@a1/shared/rules/shell';
import { useA1 } from '../../providers/useA1';
import { isPluginInstalled, listPrinters, pluginWorkstation } from '../../plugin/pluginClient';
import { updateSession } from '../../session/session';
import { fromServer, setWorkstationSetting, type WorkstationSetting } from '../workstationSession';
import { notifySessionChanged } from '../sessionEvents';
import { Spinner } from './Spinner';
import { PluginDownload } from './PluginDownload';
import { ModalDialog } from '../../forms/ModalDialog';
import { SaveShortcutButton } from '../../forms/SaveShortcutDialog';

type Mode = 'loading' | 'noPlugin' | 'update' | 'noSettings';

interface Found {
  mode: Exclude<Mode, 'loading'>;
  setting: WorkstationSetting;
  usbUses: 'vid' | 'pid';
}

const EMPTY: WorkstationSetting = {
  workStationName: '',
  reportPrinter: null,
  labelPrinter: null,
  smallLabelPrinter: null,
  scaleConnection: null,
  scaleSerialComPort: null,
  scaleUSBVID: null,
  scaleUSBPID: null,
  scaleIPAddress: null,
  autoPrintErrorLabel: true,
};

export function WorkstationDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [step, setStep] = useState(0);
  const [message, setMessage] = useState<string>();
  const a1 = useA1();
  // The plugin and this workstation's saved settings, looked for as the dialog opens and again on Check again (the
  // Download Plugin step); never kept after the dialog closes, so each opening looks afresh.
  const found = useQuery({
    queryKey: ['workstation', 'plugin-and-settings'],
    gcTime: 0,
    queryFn: async (): Promise<Found> => {
      if (!(await isPluginInstalled())) return { mode: 'noPlugin', setting: EMPTY, usbUses: 'vid' };
      const name = await pluginWorkstation().catch(() => undefined);
      const workStationName = name ?? 'Unknown';
      // Errors suppressed: a failed lookup means no saved settings (the noSettings mode).
      const saved = await a1
        .call(A1.workStation, { query: { workStation: workStationName } }, { quiet: true })
        .catch(() => null);
      return saved
        ? {
            mode: 'update',
            setting: { ...EMPTY, ...fromServer(saved), workStationName },
            usbUses: saved.scaleUSBPID ? 'pid' : 'vid',
          }
        : { mode: 'noSettings', setting: { ...EMPTY, workStationName }, usbUses: 'vid' };
    },
  });
  // What the user changed, over what was found.
  const [edited, setSetting] = useState<WorkstationSetting>();
  const [chosenUsb, setUsbUses] = useState<'vid' | 'pid'>();
  const mode: Mode = found.isFetching || !found.data ? 'loading' : found.data.mode;
  const setting = edited ?? found.data?.setting ?? EMPTY;
  const usbUses = chosenUsb ?? found.data?.usbUses ?? 'vid';
  const printersRead = useMutation({ mutationFn: listPrinters });
  const printers = printersRead.data ?? [];
  const saving = useMutation({
    mutationFn: (body: WorkstationSetting) => a1.call(A1.saveWorkStation, { body }, { quiet: true }),
  });
  const busy = printersRead.isPending || saving.isPending;
  // Disabling the focused Next button while printers load drops focus to <body>, where Escape and Tab no longer
  // reach the dialog; an error takes the focus instead, so keyboard users (and screen readers) land on it.
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) alertRef.current?.focus();
  }, [message]);

  // Check again (the Download Plugin step) looks for the plugin once more.
  const checkAgain = () => {
    setSetting(undefined);
    setUsbUses(undefined);
    void found.refetch();
  };

  const locked = mode === 'noPlugin' || mode === 'loading';
  const title =
    mode === 'update'
      ? translate('a1.shell.workstation.titleUpdate')
      : mode === 'noPlugin'
        ? translate('a1.shell.workstation.titleDownload')
        : translate('a1.shell.workstation.titleSet');

  /** Leaving step 0 loads the printers from the plugin (shell §4). */
  const goTo = async (target: number) => {
    setMessage(undefined);
    if (step === 0 && target > 0) {
      try {
        await printersRead.mutateAsync();
      } catch (error) {
        setMessage((error as Error).message);
        return;
      }
    }
    setStep(target);
  };

  const update = async () => {
    setMessage(undefined);
    const body = { ...setting, ...normalizeScaleFields(setting, usbUses) };
    // Shell §8: 200 saves to the session and closes; 204 or 400 shows the server's message; else 'Unknown Error Occurred'.
    const failure = await saving.mutateAsync(body).then(
      () => undefined,
      (error: unknown) => error,
    );
    if (!failure) {
      setWorkstationSetting(body);
      updateSession({ workStation: body.workStationName });
      notifySessionChanged();
      notify(translate('a1.shell.workstation.saved'), { type: 'success' });
      onClose();
    } else if (failure instanceof HttpError && (failure.status === 204 || failure.status === 400))
      setMessage(failure.message);
    else setMessage(SHELL_MESSAGES.workstationUnknownError);
  };

  const printerSelect = (field: 'reportPrinter' | 'labelPrinter' | 'smallLabelPrinter') => (
    <FormControl fullWidth size="small" key={field}>
      <InputLabel id={`a1-ws-${field}`}>{translate(`a1.shell.workstation.${field}`)}</InputLabel>
      <Select
        labelId={`a1-ws-${field}`}
        label={translate(`a1.shell.workstation.${field}`)}
        value={setting[field] ?? ''}
        onChange={(e) => setSetting({ ...setting, [field]: e.target.value || null })}
      >
        <MenuItem value="">{translate('a1.shell.workstation.none')}</MenuItem>
        {printers.map((p) => (
          <MenuItem key={p} value={p}>
            {p}
          </MenuItem>
        ))}
        {setting[field] && !printers.includes(setting[field]!) && (
          <MenuItem value={setting[field]!}>{setting[field]}</MenuItem>
        )}
      </Select>
    </FormControl>
  );

  const kind = scaleFieldKind(setting.scaleConnection);
  const steps = ['stepDownload', 'stepPrinters', 'stepScale'] as const;

  return (
    <ModalDialog titleId="a1-ws-title" size="sm" onClose={onClose}>
      <DialogTitle id="a1-ws-title">{title}</DialogTitle>
      <DialogContent>
        <Stepper nonLinear activeStep={step} sx={{ my: 2 }}>
          {steps.map((s, i) => (
            <Step key={s} completed={false}>
              {/* Step headers can be clicked only when the plugin exists (shell §2). */}
              <StepButton disabled={locked || busy} onClick={() => void goTo(i)}>
                {translate(`a1.shell.workstation.${s}`)}
              </StepButton>
            </Step>
          ))}
        </Stepper>
        {mode === 'loading' && (
          <Box sx={{ textAlign: 'center' }}>
            <Spinner size="md" />
          </Box>
        )}
        {message && (
          <Alert ref={alertRef} tabIndex={-1} severity="error" role="alert" sx={{ mb: 2 }}>
            {message}
          </Alert>
        )}
        {step === 0 && mode !== 'loading' && (
          <Typography>
            {mode === 'noPlugin'
              ? translate('a1.shell.workstation.pluginMissing')
              : translate('a1.shell.workstation.pluginFound', { name: setting.workStationName })}
          </Typography>
        )}
        {step === 0 && mode === 'noPlugin' && <PluginDownload onCheckAgain={checkAgain} />}
        {step === 1 && (
          <Stack spacing={2}>
            {(['reportPrinter', 'labelPrinter', 'smallLabelPrinter'] as const).map(printerSelect)}
          </Stack>
        )}
        {step === 2 && (
          <Stack spacing={2}>
            <FormControl fullWidth size="small">
              <InputLabel id="a1-ws-scale">{translate('a1.shell.workstation.scaleConnection')}</InputLabel>
              <Select
                labelId="a1-ws-scale"
                label={translate('a1.shell.workstation.scaleConnection')}
                value={setting.scaleConnection ?? ''}
                onChange={(e) =>
                  setSetting({ ...setting, scaleConnection: (e.target.value || null) as ScaleType | null })
                }
              >
                <MenuItem value="">{translate('a1.shell.workstation.none')}</MenuItem>
                {SCALE_TYPES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {t}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            {kind === 'usb' && (
              <>
                <FormControlLabel
                  label={translate('a1.shell.workstation.usePid')}
                  control={
                    <Switch
                      checked={usbUses === 'pid'}
                      onChange={(e) => {
                        // Switching clears the other value (shell §5).
                        const next = e.target.checked ? 'pid' : 'vid';
                        setUsbUses(next);
                        setSetting({
                          ...setting,
                          scaleUSBVID: next === 'vid' ? setting.scaleUSBVID : null,
                          scaleUSBPID: next === 'pid' ? setting.scaleUSBPID : null,
                        });
                      }}
                    />
                  }
                />
                {usbUses === 'vid' ? (
                  <TextField
                    size="small"
                    label={translate('a1.shell.workstation.usbVid')}
                    value={setting.scaleUSBVID ?? ''}
                    onChange={(e) => setSetting({ ...setting, scaleUSBVID: e.target.value })}
                  />
                ) : (
                  <TextField
                    size="small"
                    label={translate('a1.shell.workstation.usbPid')}
                    value={setting.scaleUSBPID ?? ''}
                    onChange={(e) => setSetting({ ...setting, scaleUSBPID: e.target.value })}
                  />
                )}
              </>
            )}
            {kind === 'port' && (
              <TextField
                size="small"
                label={translate('a1.shell.workstation.port')}
                value={setting.scaleSerialComPort ?? ''}
                onChange={(e) => setSetting({ ...setting, scaleSerialComPort: e.target.value })}
              />
            )}
            {kind === 'ip' && (
              <TextField
                size="small"
                label={translate('a1.shell.workstation.ipAddress')}
                value={setting.scaleIPAddress ?? ''}
                onChange={(e) => setSetting({ ...setting, scaleIPAddress: e.target.value })}
              />
            )}
            <FormControlLabel
              label={translate('a1.shell.workstation.autoPrint')}
              control={
                <Switch
                  checked={setting.autoPrintErrorLabel}
                  onChange={(e) => {
                    setSetting({ ...setting, autoPrintErrorLabel: e.target.checked });
                    notify(
                      translate(
                        e.target.checked ? 'a1.shell.userSettings.autoPrintOn' : 'a1.shell.userSettings.autoPrintOff',
                      ),
                    );
                  }}
                />
              }
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {step > 0 && (
          <Button onClick={() => void goTo(step - 1)} disabled={busy}>
            {translate('a1.shell.workstation.back')}
          </Button>
        )}
        {step < 2 && (
          <Button variant="contained" onClick={() => void goTo(step + 1)} disabled={locked || busy}>
            {translate('a1.shell.workstation.next')}
          </Button>
        )}
        {step < 2 && mode !== 'update' && mode !== 'noSettings' && (
          <Button onClick={onClose}>{translate('a1.shell.close')}</Button>
        )}
        {step === 2 && (
          <>
            <Button onClick={onClose}>{translate('a1.shell.cancel')}</Button>
            <SaveShortcutButton onClick={() => void update()} disabled={busy}>
              {translate('a1.shell.update')}
            </SaveShortcutButton>
          </>
        )}
      </DialogActions>
    </ModalDialog>
  );
}
