/** Timesheet entries of initiatives and features (spec 2 §3): one reads as its date and hours. */
import ScheduleIcon from '@mui/icons-material/Schedule';
import { resource } from '../types';

export default resource(ScheduleIcon, (entry) => `${String(entry.date ?? '')} ${String(entry.hours ?? '')} h`.trim());
