/**
 * The Details tab (issue 26 point 3): the dock's fields of the job on EditBase (PUT Job with the version it was read
 * at; a stale version answers 409 and the form keeps what was typed). Customer and office are the job's own.
 */
import { Box, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { EditBase, Form, useNotify, useTranslate } from 'react-admin';
import type { ReceivingJobRecord } from '../../providers/resources/receivingJobs';
import { SubmitButton } from '../../forms/inputs';
import { JobFieldInputs } from './JobFieldInputs';
import { jobChanged } from './queries';

export function JobDetailsForm({ job }: { job: ReceivingJobRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return (
    <EditBase
      resource="receiving-jobs"
      id={job.id}
      redirect={false}
      mutationMode="pessimistic"
      queryOptions={{ placeholderData: job }}
      mutationOptions={{
        onSuccess: () => notify(translate('a1.receiving.job.saved', { number: job.number }), { type: 'success' }),
        onSettled: () => jobChanged(queryClient, job.jobId),
      }}
    >
      <Form noValidate>
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <JobFieldInputs customerId={job.customerId} locationId={job.locationId} />
          <Box>
            <SubmitButton label={translate('a1.receiving.job.save')} />
          </Box>
        </Stack>
      </Form>
    </EditBase>
  );
}
