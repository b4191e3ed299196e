/**
 * Project grid columns (spec 2 §2 Project grid screen, My Projects; §3 Grid row), as data the page translates:
 * their order, which are hidden, which filter by default, the phase cell colours, the points text and the
 * group labels (initiative and feature names only on a group's first row).
 */
import { PHASE_COLOURS } from '../../constants/projecttracking.ts';
import type { ProjectGridMode } from './grid-mode.ts';

/** A grid row of `kanban/project/gridview/gridview` (spec 2 §3), as the grid reads it. */
export interface ProjectGridRow extends Record<string, unknown> {
  project?: string | null;
  projectID?: number | null;
  initiative?: string | null;
  initiativeID?: number | null;
  initiativeSortOrder?: number | null;
  initiativeType?: string | null;
  initiativeEnabled?: boolean | null;
  feature?: string | null;
  featureID?: number | null;
  featurePhase?: string | null;
  mainFeatureDeveloper?: string | null;
  minimumSprintDate?: string | null;
  remainingPoints?: number | null;
  remainingTickets?: number | null;
  featureEnabled?: boolean | null;
}

export type ProjectColumnKey =
  | 'tier'
  | 'sortOrder'
  | 'initiative'
  | 'feature'
  | 'phase'
  | 'startDate'
  | 'endDate'
  | 'requirementsDueDate'
  | 'dueDate'
  | 'originalRequestor'
  | 'requestor'
  | 'initialSprintStart'
  | 'department'
  | 'processOwner'
  | 'type'
  | 'ba'
  | 'developer'
  | 'sprintStart'
  | 'sticker'
  | 'comments'
  | 'points'
  | 'project'
  | 'priority'
  | 'initiativeEnabled'
  | 'featureEnabled';

export interface ProjectColumnSpec {
  key: ProjectColumnKey;
  /** The row field shown (derived fields: initiativeLabel, featureLabel, pointsText). */
  value: string;
  type: 'string' | 'date' | 'number' | 'boolean';
  hidden?: boolean;
  /** Boolean columns filtered to true by default. */
  defaultTrue?: boolean;
  /** Opens the initiative or feature modal when clicked. */
  opens?: 'initiative' | 'feature';
}

const SORT_ORDER: ProjectColumnSpec = { key: 'sortOrder', value: 'initiativeSortOrder', type: 'number' };
const SHARED_COLUMNS: ProjectColumnSpec[] = [
  { key: 'initiative', value: 'initiativeLabel', type: 'string', opens: 'initiative' },
  { key: 'feature', value: 'featureLabel', type: 'string', opens: 'feature' },
  { key: 'phase', value: 'featurePhase', type: 'string' },
  { key: 'startDate', value: 'featureStartDate', type: 'date' },
  { key: 'endDate', value: 'featureEndDate', type: 'date' },
  { key: 'requirementsDueDate', value: 'requirementsDueDate', type: 'date' },
  { key: 'dueDate', value: 'featureDueDate', type: 'date' },
  { key: 'originalRequestor', value: 'featureOriginalRequestor', type: 'string' },
  { key: 'requestor', value: 'featureOwner', type: 'string' },
  { key: 'initialSprintStart', value: 'initialSprintStartDate', type: 'date' },
  { key: 'department', value: 'ownerDepartment', type: 'string' },
  { key: 'processOwner', value: 'featureSeniorManagerApproval', type: 'string' },
  { key: 'type', value: 'initiativeType', type: 'string' },
  { key: 'ba', value: 'featureBA', type: 'string' },
  { key: 'developer', value: 'mainFeatureDeveloper', type: 'string' },
  { key: 'sprintStart', value: 'minimumSprintDate', type: 'date' },
  { key: 'sticker', value: 'featureSticker', type: 'string' },
  { key: 'comments', value: 'featureNote', type: 'string' },
  { key: 'points', value: 'pointsText', type: 'string' },
];
const HIDDEN_COLUMNS: ProjectColumnSpec[] = [
  { key: 'project', value: 'project', type: 'string', hidden: true },
  { key: 'priority', value: 'priority', type: 'string', hidden: true },
  { key: 'initiativeEnabled', value: 'initiativeEnabled', type: 'boolean', hidden: true, defaultTrue: true },
  { key: 'featureEnabled', value: 'featureEnabled', type: 'boolean', hidden: true, defaultTrue: true },
];

/**
 * The columns of a mode, in order: sort order (My Projects: Tier, the initiative sort order, first), then the
 * rest of spec 2 §2's list; initial sprint start in editable mode only; then the hidden columns.
 */
export function projectColumns(mode: ProjectGridMode): ProjectColumnSpec[] {
  const editable = mode !== 'crfs';
  const first: ProjectColumnSpec = mode === 'myProjects' ? { ...SORT_ORDER, key: 'tier' } : SORT_ORDER;
  return [first, ...SHARED_COLUMNS.filter((c) => editable || c.key !== 'initialSprintStart'), ...HIDDEN_COLUMNS];
}

/** The numeric prefix of a phase name ('10-Failed UAT' → 10), or null. */
export function phaseNumber(phase: unknown): number | null {
  const match = /^\s*(\d+)/.exec(String(phase ?? ''));
  return match ? Number(match[1]) : null;
}

export type PhaseColour = 'red' | 'green' | 'blue';

/** Phase cell colours (spec 2 §4): 10 and 13 red; 12 green; 2, 3, 4, 5, 8, 9 and 11 blue; others none. */
export function phaseColour(phase: unknown): PhaseColour | undefined {
  const n = phaseNumber(phase);
  if (n === null) return undefined;
  return (['red', 'green', 'blue'] as const).find((c) => (PHASE_COLOURS[c] as readonly number[]).includes(n));
}

/** Remaining points with 2 decimals and the remaining ticket count in brackets: '3.50 (4)'. */
export function remainingPointsText(points: unknown, tickets: unknown): string {
  const p = Number(points ?? 0);
  const t = Number(tickets ?? 0);
  return `${(Number.isFinite(p) ? p : 0).toFixed(2)} (${Number.isFinite(t) ? t : 0})`;
}

export interface LabelledRow extends ProjectGridRow {
  /** The initiative name on the first row of its group, '' below it. */
  initiativeLabel: string;
  /** The feature name on the first row of its group, '' below it. */
  featureLabel: string;
  pointsText: string;
}

/**
 * Rows as the grid shows them, in the given order: the initiative name only on the first row of each
 * initiative group and the feature name only on the first row of each feature group (a new initiative starts a
 * new feature group too), and the points text.
 */
export function labelRows<R extends ProjectGridRow>(rows: readonly R[]): Array<R & LabelledRow> {
  let previous: R | undefined;
  return rows.map((row) => {
    const newInitiative = !previous || previous.initiativeID !== row.initiativeID;
    const newFeature = newInitiative || previous?.featureID !== row.featureID;
    previous = row;
    return {
      ...row,
      initiativeLabel: newInitiative ? (row.initiative ?? '') : '',
      featureLabel: newFeature ? (row.feature ?? '') : '',
      pointsText: remainingPointsText(row.remainingPoints, row.remainingTickets),
    };
  });
}

/** Phases sorted by their numeric prefix (spec 2 §4): 10 to 13 follow 9; names without a number last. */
export function sortPhases<T extends string>(phases: readonly T[]): T[] {
  const n = (p: T) => phaseNumber(p) ?? Number.POSITIVE_INFINITY;
  return [...phases].sort((a, b) => n(a) - n(b) || a.localeCompare(b));
}
