/** Initiatives (spec 2 §3 Initiative, a milestone of a project): one reads as its text. */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { resource } from '../types';

export default resource(AccountTreeIcon, (initiative) => String(initiative.milestoneText ?? initiative.id));
