/** Security roles (spec 3 security administration): one reads as its name. */
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyNamed } from '../../shell/lazy';
import { resource } from '../types';

const RolesPage = lazyNamed(() => import('../securityadmin/RolesPage'), 'RolesPage');

export default resource(AdminPanelSettingsIcon, (role) => String(role.name ?? role.id), {
  list: RolesPage,
  path: '/security/roles',
});
