/**
 * Project grid page modes (spec 2 §2 Screens and routes): the mode is recognised by the end of the URL.
 * crfs-read-only → CRFs (read-only); project/grid-view → Projects (editable); project/my-grid-view → My Projects
 * (editable, own columns and default filters); project/one-view → editable, loads no grid data; anything else →
 * CRFs (read-only). The side menu's `kanban/my-projects` route is ours: it opens My Projects too.
 */
export type ProjectGridMode = 'crfs' | 'projects' | 'myProjects' | 'oneView';

export interface ProjectGridPage {
  mode: ProjectGridMode;
  /** The page name of spec 2 §2 ('CRFs', 'Projects', 'My Projects'); null for the one-view (not shown). */
  pageName: 'CRFs' | 'Projects' | 'My Projects' | null;
  readOnly: boolean;
  /** One-view loads no grid data. */
  loadsGrid: boolean;
  /** Editable mode: paging at 500 rows, a New Initiative footer button, Excel export, cascading filters. */
  paging: boolean;
  footerButton: boolean;
  /** Filter and sort are kept per session in editable mode (paging is not). */
  keepsState: boolean;
}

/** Editable mode pages at 500 rows (spec 2 §2, §9). */
export const PROJECT_GRID_PAGE_SIZE = 500;

const ENDINGS: Array<[ending: string, mode: ProjectGridMode]> = [
  ['crfs-read-only', 'crfs'],
  ['project/grid-view', 'projects'],
  ['project/my-grid-view', 'myProjects'],
  ['project/one-view', 'oneView'],
  // Ours: the seeded side menu links My Projects as kanban/my-projects.
  ['kanban/my-projects', 'myProjects'],
];

const PAGE_NAMES: Record<ProjectGridMode, ProjectGridPage['pageName']> = {
  crfs: 'CRFs',
  projects: 'Projects',
  myProjects: 'My Projects',
  oneView: null,
};

/**
 * The mode a URL's ending names (path, hash route or full address; query and trailing slashes ignored), null when
 * it ends in none of them. The header names the page by it, as the page heading does (issue 29 point 8).
 */
export function projectGridEnding(url: string): ProjectGridMode | null {
  const path = url
    .split(/[?#]/)
    .filter((part, i) => i === 0 || part.startsWith('/'))
    .join('/')
    .replace(/\/+$/, '')
    .toLowerCase();
  for (const [ending, mode] of ENDINGS) if (path === ending || path.endsWith(`/${ending}`)) return mode;
  return null;
}

/** The mode of a URL the project grid shows: by its ending, else CRFs. */
export const projectGridModeOf = (url: string): ProjectGridMode => projectGridEnding(url) ?? 'crfs';

export function projectGridPage(url: string): ProjectGridPage {
  const mode = projectGridModeOf(url);
  const editable = mode !== 'crfs';
  return {
    mode,
    pageName: PAGE_NAMES[mode],
    readOnly: !editable,
    loadsGrid: mode !== 'oneView',
    paging: editable,
    footerButton: editable,
    keepsState: editable,
  };
}
