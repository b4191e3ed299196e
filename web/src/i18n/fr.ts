import type { Messages } from './en';
import { common } from './fr/common';
import { login } from './fr/login';
import { shell } from './fr/shell';
import { grid } from './fr/grid';
import { jobdashboard } from './fr/jobdashboard';
import { access } from './fr/access';
import { pages } from './fr/pages';

/** French app strings: typed against en, so a missing key fails the build. */
export const fr: Messages = { a1: { ...common, login, shell, grid, jobdashboard, access, pages } };
