/** Features (spec 2 §3 Feature, a sprint; also called CRFs): their list is the CRFs view; one reads as its name. */
import ExtensionIcon from '@mui/icons-material/Extension';
import { lazyNamed } from '../../shell/lazy';
import { resource } from '../types';

const ProjectGridPage = lazyNamed(() => import('../projects/ProjectGridPage'), 'ProjectGridPage');

export default resource(ExtensionIcon, (feature) => String(feature.sprintName ?? feature.id), {
  list: ProjectGridPage,
  path: '/kanban/crfs-read-only',
});
