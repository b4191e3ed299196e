/** Security roles (spec 3 security administration): one reads as its name. */
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { resource } from '../types';

export default resource(AdminPanelSettingsIcon, (role) => String(role.name ?? role.id));
