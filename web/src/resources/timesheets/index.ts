/**
 * Timesheet entries of initiatives and features (spec 2 §3): one reads as its date and hours. The feature and
 * initiative dialogs show their owner's own; the list is the register of every one's (ours, issue 24), reached from
 * the Projects grid.
 */
import ScheduleIcon from '@mui/icons-material/Schedule';
import { PROJECT_REGISTER_ROUTES } from '@a1/shared/constants/projecttracking';
import { lazyNamed } from '../../shell/lazy';
import { resource } from '../types';

const TimesheetRegister = lazyNamed(() => import('./TimesheetRegister'), 'TimesheetRegister');

export default resource(ScheduleIcon, (entry) => `${String(entry.date ?? '')} ${String(entry.hours ?? '')} h`.trim(), {
  list: TimesheetRegister,
  path: `/${PROJECT_REGISTER_ROUTES.timesheets}`,
});
