/** Users (spec 3 security administration): one reads as the person's full name, else the e-mail. */
import PeopleIcon from '@mui/icons-material/People';
import { lazyNamed } from '../../shell/lazy';
import { resource } from '../types';

const UsersPage = lazyNamed(() => import('../securityadmin/UsersPage'), 'UsersPage');

export default resource(PeopleIcon, (user) => String(user.userFullName ?? user.userEmail ?? user.id), {
  list: UsersPage,
  path: '/security/users',
});
