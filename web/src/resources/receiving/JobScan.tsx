/** The Scan tab of a job (issue 26 point 4): the wedge scanner's queue, then every piece of the job, newest first. */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReceivingJobRecord } from '../../providers/resources/receivingJobs';
import { PieceTable } from './PieceTable';
import { ScanPanel } from './ScanPanel';
import { useJobPieces } from './queries';
import { useJobScans } from './useJobScans';

export function JobScan({ job }: { job: ReceivingJobRecord }) {
  const translate = useTranslate();
  const { queue } = useJobScans({ id: job.jobId, number: job.number, customer: job.customer });
  const pieces = useJobPieces(job.jobId, null);
  return (
    <Box>
      <ScanPanel api={queue} label={translate('a1.receiving.scan.label')} />
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('a1.receiving.pieces.ofJob', { smart_count: pieces.data?.length ?? 0 })}
      </Typography>
      <PieceTable pieces={pieces.data} loading={pieces.isPending} />
    </Box>
  );
}
