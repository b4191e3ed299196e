/**
 * The Download Plugin step without a plugin (issue 29 point 7): the workstation daemon's executable this server offers
 * (built by `pnpm build:daemon` for the server's own system), the install steps of plugin-daemon/README.md in short,
 * and Check again, which looks for the plugin once more. Without a build the step says whom to ask.
 */
import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { A1, type PluginDownloadInfo } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { saveBlob } from '../../files/saveBlob';

/** This computer's system, as the browser tells it (null when it does not say). */
function browserPlatform(): PluginDownloadInfo['platform'] | null {
  const agent = navigator.userAgent;
  if (/Windows/i.test(agent)) return 'windows';
  if (/Mac OS X|Macintosh/i.test(agent)) return 'macos';
  if (/Linux|X11/i.test(agent)) return 'linux';
  return null;
}

const megabytes = (size: number) => (size / (1024 * 1024)).toFixed(1);

export function PluginDownload({ onCheckAgain }: { onCheckAgain: () => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.shell.workstation.download.${key}`, options);
  const a1 = useA1();
  const [downloading, setDownloading] = useState(false);
  const info = useQuery({
    queryKey: ['a1', 'pluginDownloadInfo'],
    queryFn: () => a1.call(A1.pluginDownloadInfo, undefined, { quiet: true }),
  });
  const offered = info.data?.available ? info.data : null;
  const here = browserPlatform();

  const download = async () => {
    if (!offered) return;
    setDownloading(true);
    try {
      saveBlob(await a1.download(A1.pluginDownloadFile, {}), offered.fileName);
    } catch {
      // The error dialog has said why.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      {offered ? (
        <>
          <Box>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              disabled={downloading}
              onClick={() => void download()}
            >
              {downloading
                ? t('downloading')
                : t('button', { system: t(`systems.${offered.platform}`), size: megabytes(offered.size) })}
            </Button>
          </Box>
          {here && here !== offered.platform && (
            <Alert severity="warning">
              {t('otherSystem', { here: t(`systems.${here}`), offered: t(`systems.${offered.platform}`) })}
            </Alert>
          )}
          <Typography component="h3" variant="subtitle2">
            {t('stepsTitle')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }} aria-label={t('stepsTitle')}>
            <li>{t('stepSave')}</li>
            {offered.platform !== 'windows' && (
              <li>
                {t('stepRunnable')} <code>chmod +x {offered.fileName}</code>
              </li>
            )}
            <li>
              {t('stepAllow')} <code>{`${offered.fileName} config allow-origin ${window.location.origin}`}</code>
            </li>
            <li>
              {t('stepService')} <code>{`${offered.fileName} install-service`}</code>
            </li>
            <li>{t('stepCheck')}</li>
          </Box>
        </>
      ) : (
        info.isSuccess && <Alert severity="info">{t('none')}</Alert>
      )}
      <Box>
        <Button variant="outlined" onClick={onCheckAgain}>
          {t('checkAgain')}
        </Button>
      </Box>
    </Stack>
  );
}
