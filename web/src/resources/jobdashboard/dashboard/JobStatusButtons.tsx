/** The job dashboard's status buttons: All, then each status with its icon and count; the chosen one is pressed. */
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ALL_JOB_STATUSES } from '@a1/shared/constants/jobs';
import { useDbName } from '../../../providers/i18nProvider';
import { formatNumber } from '../../../shell/useLocaleFormat';
import { JobStatusIcon } from '../statusIcons';

interface Props {
  /** All (the total), then each status. */
  buttons: { name: string; count: number }[];
  status: string;
  onStatus: (status: string) => void;
}

export function JobStatusButtons({ buttons, status, onStatus }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.jobdashboard.dashboard.${key}`, options);
  // Status names come from the database: the buttons show them through the translation tables (db.<name>).
  const dbName = useDbName();
  return (
    <Stack
      direction="row"
      spacing={1}
      flexWrap="wrap"
      useFlexGap
      role="group"
      aria-label={t('statuses')}
      data-testid="job-status-buttons"
    >
      {buttons.map((s) => {
        const name = s.name === ALL_JOB_STATUSES ? t('all') : dbName(s.name);
        return (
          <Button
            key={s.name}
            size="small"
            variant={status === s.name ? 'contained' : 'outlined'}
            aria-pressed={status === s.name}
            startIcon={<JobStatusIcon status={s.name} />}
            onClick={() => onStatus(s.name)}
            data-status={s.name}
          >
            {t('status', { name, count: formatNumber(s.count) })}
          </Button>
        );
      })}
    </Stack>
  );
}
