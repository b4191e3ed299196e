/** Initiatives (spec 2 §3 Initiative, a milestone of a project): their list is the project grid; one reads as its text. */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyNamed } from '../../shell/lazy';
import { resource } from '../types';

const ProjectGridPage = lazyNamed(() => import('../projects/ProjectGridPage'), 'ProjectGridPage');

export default resource(AccountTreeIcon, (initiative) => String(initiative.milestoneText ?? initiative.id), {
  list: ProjectGridPage,
  path: '/kanban/project/grid-view',
});
