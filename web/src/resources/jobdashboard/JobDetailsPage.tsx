/**
 * A job's page (spec 3 §2): volume/job-dashboard/details?number= (USA) and operation/job/management?jobId=&customerId=
 * (other subsidiaries). Job/General, Job/Parcel, Job/Mail, the status history and the on-hold history in tabs; the
 * hold (OnHoldInfo, HoldComments, HoldRelease with a comment) when the job is on hold; the job admin actions (close,
 * re-open, void, change status along the transition table, mail job, adjustments) for those the server lets change
 * jobs (IsJobAdmin, IsCustomerServiceAdmin); the on-hold assignment override for customer-service admins; Edit
 * Manual Job on a job keyed in by hand; the adjustments waiting to be billed; Post to Billing for finance admins.
 */
import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDbName } from '../../providers/i18nProvider';
import { JobStatusIcon } from './statusIcons';
import { useJobContext } from './useJobContext';
import { usePersonName } from '../../people/staff';
import { HoldPanel } from './details/HoldPanel';
import { JobAdminPanel } from './details/JobAdminPanel';
import { JobDetailsTabs } from './details/JobDetailsTabs';
import { useJobAction } from './details/useJobAction';
import { useJobDetails } from './details/useJobDetails';
import { useJobDetailsText } from './details/useJobDetailsText';

export function JobDetailsPage() {
  // First: the staff directory (who wrote the hold comments) is read as the page opens.
  const personName = usePersonName();
  const { translate, t } = useJobDetailsText();
  const dbName = useDbName();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const number = params.get('number');
  const jobIdParam = Number(params.get('jobId')) || undefined;
  const { financeAdmin } = useJobContext();
  const details = useJobDetails(number, jobIdParam);
  const { job, missing, hold, jobAdmin, csAdmin, load } = details;
  const { busy, act, comment, setComment, nextStatus, setNextStatus } = useJobAction(load);

  if (missing)
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="warning">{number || jobIdParam ? t('notFound') : t('missing')}</Alert>
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/volume/job-dashboard')} sx={{ mt: 2 }}>
          {t('back')}
        </Button>
      </Box>
    );
  if (!job)
    return (
      <Box sx={{ p: 2 }} role="status">
        <CircularProgress size={20} /> {t('loading')}
      </Box>
    );

  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('title', { number: job.number })} />
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} alignItems="center">
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
            {translate('a1.jobdashboard.dashboard.goBack')}
          </Button>
          <Typography component="h1" variant="h5">
            {t('title', { number: job.number })}
          </Typography>
          <Chip icon={<JobStatusIcon status={job.status} />} label={dbName(job.status)} data-testid="job-status" />
        </Stack>

        <HoldPanel
          job={job}
          hold={hold}
          holdComments={details.holdComments}
          jobAdmin={jobAdmin}
          csAdmin={csAdmin}
          busy={busy}
          act={act}
          load={load}
          personName={personName}
        />

        <JobAdminPanel
          job={job}
          number={number}
          financeAdmin={financeAdmin}
          jobAdmin={jobAdmin}
          csAdmin={csAdmin}
          busy={busy}
          act={act}
          load={load}
          comment={comment}
          setComment={setComment}
          nextStatus={nextStatus}
          setNextStatus={setNextStatus}
        />

        <JobDetailsTabs
          job={job}
          parcel={details.parcel}
          mail={details.mail}
          history={details.history}
          holds={details.holds}
          adjustments={details.adjustments}
          options={details.options}
          jobAdmin={jobAdmin}
          busy={busy}
          act={act}
          personName={personName}
        />
      </Stack>
    </Box>
  );
}
