/**
 * A job's tabs: General, Parcel, Mail, Status history, On-hold history and Adjustments. The chosen tab and the
 * adjustment being added are kept here, so switching tabs keeps what was typed.
 */
import { useState } from 'react';
import { Box, Paper, Tab, Tabs } from '@mui/material';
import type {
  HoldEvent,
  JobAdjustment,
  JobAdjustmentOption,
  JobGeneral,
  JobMail,
  JobParcel,
  JobStatusChange,
} from '@a1/shared';
import { AdjustmentsTab, type AdjustmentDraft } from './AdjustmentsTab';
import { GeneralTab } from './GeneralTab';
import { MailTab } from './MailTab';
import { OnHoldHistoryTab } from './OnHoldHistoryTab';
import { ParcelTab } from './ParcelTab';
import { StatusHistoryTab } from './StatusHistoryTab';
import { useJobDetailsText } from './useJobDetailsText';
import type { JobAct } from './useJobAction';

interface Props {
  job: JobGeneral;
  parcel: JobParcel | null;
  mail: JobMail | null;
  history: JobStatusChange[];
  holds: HoldEvent[];
  adjustments: JobAdjustment[];
  options: JobAdjustmentOption[];
  jobAdmin: boolean;
  busy: boolean;
  act: JobAct;
  personName: (value: string | null | undefined) => string;
}

export function JobDetailsTabs({
  job,
  parcel,
  mail,
  history,
  holds,
  adjustments,
  options,
  jobAdmin,
  busy,
  act,
  personName,
}: Props) {
  const { t } = useJobDetailsText();
  const [tab, setTab] = useState(0);
  const [adjustment, setAdjustment] = useState<AdjustmentDraft>({ optionId: '', quantity: '1', comment: '' });

  return (
    <Paper variant="outlined">
      <Tabs
        value={tab}
        onChange={(_, v: number) => setTab(v)}
        variant="scrollable"
        aria-label={t('title', { number: job.number })}
      >
        <Tab label={t('tabs.general')} />
        <Tab label={t('tabs.parcel')} />
        <Tab label={t('tabs.mail')} />
        <Tab label={t('tabs.statusHistory')} />
        <Tab label={t('tabs.onHoldHistory')} />
        <Tab label={t('tabs.adjustments')} />
      </Tabs>
      <Box sx={{ p: 2 }} role="tabpanel">
        {tab === 0 && <GeneralTab job={job} />}
        {tab === 1 && parcel && <ParcelTab parcel={parcel} />}
        {tab === 2 && mail && <MailTab mail={mail} />}
        {tab === 3 && <StatusHistoryTab history={history} />}
        {tab === 4 && <OnHoldHistoryTab holds={holds} personName={personName} />}
        {tab === 5 && (
          <AdjustmentsTab
            job={job}
            adjustments={adjustments}
            options={options}
            jobAdmin={jobAdmin}
            busy={busy}
            act={act}
            adjustment={adjustment}
            setAdjustment={setAdjustment}
          />
        )}
      </Box>
    </Paper>
  );
}
