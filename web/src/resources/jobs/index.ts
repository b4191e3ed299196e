/**
 * Jobs (spec 3 §3 job): their screen is the job dashboard (resources/jobdashboard), a custom route at the
 * spec's path under the route guard, so the resource declares no list of its own. A job reads as its number.
 */
import WorkIcon from '@mui/icons-material/Work';
import { resource } from '../types';

export default resource(WorkIcon, (job) => String(job.number ?? job.id));
