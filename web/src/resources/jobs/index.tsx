/**
 * Jobs (spec 3 §3 job): their list is the operations job dashboard (resources/jobdashboard) at the shell's address;
 * the volume and dashboard views of the same jobs are custom routes beside it (App.tsx). A job reads as its number.
 */
import WorkIcon from '@mui/icons-material/Work';
import { SHELL_LINKS } from '@a1/shared/constants/shell';
import { lazyNamed } from '../../shell/lazy';
import { resource } from '../types';

const JobDashboard = lazyNamed(() => import('../jobdashboard/JobDashboard'), 'JobDashboard');

export default resource(WorkIcon, (job) => String(job.number ?? job.id), {
  list: <JobDashboard gridId="operation-admin-job-dashboard" onHoldFilter adminActions />,
  path: SHELL_LINKS.jobDashboard,
});
