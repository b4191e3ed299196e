/** Users (spec 3 security administration): one reads as the person's full name, else the e-mail. */
import PeopleIcon from '@mui/icons-material/People';
import { resource } from '../types';

export default resource(PeopleIcon, (user) => String(user.userFullName ?? user.userEmail ?? user.id));
