import type { Messages } from './en';
import { common } from './fr/common';
import { login } from './fr/login';
import { shell } from './fr/shell';
import { grid } from './fr/grid';
import { jobdashboard } from './fr/jobdashboard';
import { access } from './fr/access';
import { pages } from './fr/pages';
import { ticketing } from './fr/ticketing';
import { security } from './fr/security';
import { translations } from './fr/translations';
import { reports } from './fr/reports';
import { projects } from './fr/projects';
import { packages } from './fr/packages';
import { cardBoard } from './fr/cardBoard';
import { receiving } from './fr/receiving';
import { problems } from './fr/problems';
import { finance } from './fr/finance';

/** French app strings: typed against en, so a missing key fails the build. */
export const fr: Messages = {
  a1: {
    ...common,
    login,
    shell,
    grid,
    jobdashboard,
    access,
    pages,
    ticketing,
    security,
    translations,
    reports,
    projects,
    cardBoard,
    packages,
    receiving,
    problems,
    finance,
  },
};
