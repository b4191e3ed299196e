/** Issues and risks of a feature (spec 2 §3 Issue or risk): one reads as its description. */
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { resource } from '../types';

export default resource(ReportProblemIcon, (issue) => String(issue.description ?? issue.id));
