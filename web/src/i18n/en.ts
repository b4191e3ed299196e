/**
 * English app strings under one root key (design §4), one file per area in en/ so areas grow independently.
 * fr.ts is typed against this object: a missing French key fails the build.
 */
import { common } from './en/common';
import { login } from './en/login';
import { shell } from './en/shell';
import { grid } from './en/grid';
import { jobdashboard } from './en/jobdashboard';
import { access } from './en/access';
import { pages } from './en/pages';
import { ticketing } from './en/ticketing';
import { security } from './en/security';
import { translations } from './en/translations';
import { reports } from './en/reports';
import { projects } from './en/projects';
import { packages } from './en/packages';
import { cardBoard } from './en/cardBoard';
import { receiving } from './en/receiving';
import { problems } from './en/problems';
import { finance } from './en/finance';

export const en = {
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

/** Deep shape of the catalogue with every leaf a string: what fr.ts must match. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type Messages = Strings<typeof en>;
