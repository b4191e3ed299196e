/**
 * Issues and risks of a feature (spec 2 §3 Issue or risk): one reads as its description. The feature dialog shows a
 * feature's own; the list is the register of every feature's (ours, issue 24), reached from the Projects grid.
 */
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { PROJECT_REGISTER_ROUTES } from '@a1/shared/constants/projecttracking';
import { lazyNamed } from '../../shell/lazy';
import { resource } from '../types';

const IssueRegister = lazyNamed(() => import('./IssueRegister'), 'IssueRegister');

export default resource(ReportProblemIcon, (issue) => String(issue.description ?? issue.id), {
  list: IssueRegister,
  path: `/${PROJECT_REGISTER_ROUTES.issues}`,
});
