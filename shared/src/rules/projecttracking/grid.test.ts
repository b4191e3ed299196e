import { describe, expect, test } from 'vitest';
import type { GridColumn } from '../grid/types.ts';
import { chipValueCounts, filterRows } from '../grid/filter.ts';
import {
  defaultFilterItems,
  featureTabs,
  initiativeTabs,
  ISSUE_TYPE,
  labelRows,
  MY_PROJECTS_PHASES,
  parseGridState,
  phaseColour,
  PROJECT_GRID_PAGE_SIZE,
  projectColumns,
  projectGridEnding,
  projectGridModeOf,
  projectGridPage,
  projectGridStateKey,
  readOnlyPolicy,
  remainingPointsText,
  serializeGridState,
  showsFeaturesButton,
  sortByMinimumSprintDateDesc,
  sortPhases,
  tabBadge,
  type ProjectGridRow,
} from './index.ts';
import { PHASE_NAMES as PHASES } from '../../constants/projecttracking.ts';

const gridColumns = (mode: Parameters<typeof projectColumns>[0]) => {
  const specs = projectColumns(mode);
  const columns: GridColumn[] = specs.map((s) => ({
    title: s.key,
    value: s.value,
    type: s.type,
    canFilter: true,
    hideColumn: s.hidden,
  }));
  return { specs, columns };
};

describe('project grid mode by URL ending', () => {
  test('P-5: the page mode is recognised by the end of the URL', () => {
    expect(projectGridModeOf('/kanban/crfs-read-only')).toBe('crfs');
    expect(projectGridModeOf('/kanban/project/grid-view')).toBe('projects');
    expect(projectGridModeOf('/kanban/project/grid-view/')).toBe('projects');
    expect(projectGridModeOf('http://host/#/kanban/project/my-grid-view?x=1')).toBe('myProjects');
    expect(projectGridModeOf('/kanban/project/one-view')).toBe('oneView');
    expect(projectGridModeOf('/anything/else')).toBe('crfs');
    expect(projectGridModeOf('/kanban/project/grid-view-old')).toBe('crfs');
    expect(projectGridPage('/x/crfs-read-only')).toMatchObject({ pageName: 'CRFs', readOnly: true, paging: false });
    expect(projectGridPage('/kanban/project/grid-view')).toMatchObject({ pageName: 'Projects', readOnly: false });
    expect(projectGridPage('/kanban/project/my-grid-view')).toMatchObject({ pageName: 'My Projects', readOnly: false });
    expect(projectGridPage('/kanban/project/one-view')).toMatchObject({ loadsGrid: false, readOnly: false });
    expect(projectGridPage('/somewhere')).toMatchObject({ pageName: 'CRFs', readOnly: true, footerButton: false });
  });

  test("issue 29 point 8: the header knows the grid's pages by their endings alone (no fallback to CRFs)", () => {
    expect(projectGridEnding('/kanban/crfs-read-only')).toBe('crfs');
    expect(projectGridEnding('/ticketing/crfs-read-only')).toBe('crfs');
    expect(projectGridEnding('/kanban/project/my-grid-view')).toBe('myProjects');
    expect(projectGridEnding('/kanban/my-projects')).toBe('myProjects');
    expect(projectGridEnding('/kanban/project/grid-view')).toBe('projects');
    expect(projectGridEnding('/kanban/project/one-view')).toBe('oneView');
    expect(projectGridEnding('/volume/job-dashboard')).toBeNull();
    expect(projectGridEnding('/kanban/project/add-new')).toBeNull();
  });

  test('editable mode pages at 500 rows, keeps state and has the footer button; read-only has neither', () => {
    expect(PROJECT_GRID_PAGE_SIZE).toBe(500);
    expect(projectGridPage('/kanban/project/grid-view')).toMatchObject({
      paging: true,
      footerButton: true,
      keepsState: true,
    });
    expect(projectGridPage('/kanban/crfs-read-only')).toMatchObject({
      paging: false,
      footerButton: false,
      keepsState: false,
    });
  });
});

describe('project grid columns', () => {
  test('columns in the order of spec 2 §2, initial sprint start only when editable, hidden columns last', () => {
    const editable = projectColumns('projects').map((c) => c.key);
    expect(editable).toEqual([
      'sortOrder',
      'initiative',
      'feature',
      'phase',
      'startDate',
      'endDate',
      'requirementsDueDate',
      'dueDate',
      'originalRequestor',
      'requestor',
      'initialSprintStart',
      'department',
      'processOwner',
      'type',
      'ba',
      'developer',
      'sprintStart',
      'sticker',
      'comments',
      'points',
      'project',
      'priority',
      'initiativeEnabled',
      'featureEnabled',
    ]);
    expect(projectColumns('crfs').map((c) => c.key)).not.toContain('initialSprintStart');
    expect(
      projectColumns('projects')
        .filter((c) => c.hidden)
        .map((c) => c.key),
    ).toEqual(['project', 'priority', 'initiativeEnabled', 'featureEnabled']);
  });

  test('My Projects starts with Tier, the initiative sort order', () => {
    const [first] = projectColumns('myProjects');
    expect(first).toMatchObject({ key: 'tier', value: 'initiativeSortOrder' });
  });

  test('P-22: the initiative and feature enabled columns are filtered to true by default', () => {
    const { specs, columns } = gridColumns('projects');
    const items = defaultFilterItems({ mode: 'projects', specs, columns, phaseNames: PHASES, fullName: 'A B' });
    const at = (key: string) => items.find((i) => specs[i.columnIndex].key === key);
    expect(at('initiativeEnabled')?.booleanState).toBe('true');
    expect(at('featureEnabled')?.booleanState).toBe('true');
    expect(at('phase')?.values).toEqual([]);
    const rows: ProjectGridRow[] = [
      { initiativeEnabled: true, featureEnabled: true },
      { initiativeEnabled: false, featureEnabled: true },
      { initiativeEnabled: true, featureEnabled: false },
    ];
    expect(filterRows(rows, columns, { show: true, keyword: '', items })).toEqual([0]);
  });

  test('phase colours: 10 and 13 red, 12 green, 2 3 4 5 8 9 11 blue, others none', () => {
    const colours = PHASES.map(phaseColour);
    expect(colours).toEqual([
      undefined,
      'blue',
      'blue',
      'blue',
      'blue',
      undefined,
      undefined,
      'blue',
      'blue',
      'red',
      'blue',
      'green',
      'red',
    ]);
  });

  test('P-80: phases sort by their numeric prefix, 10 to 13 after 9', () => {
    const shuffled = [...PHASES].sort();
    expect(shuffled[1]).toBe('10-Failed UAT');
    expect(sortPhases(shuffled)).toEqual(PHASES);
  });

  test('P-23: remaining points show with 2 decimals and the ticket count in brackets', () => {
    expect(remainingPointsText(3.5, 4)).toBe('3.50 (4)');
    expect(remainingPointsText(0, 0)).toBe('0.00 (0)');
    expect(remainingPointsText(null, undefined)).toBe('0.00 (0)');
    expect(remainingPointsText(2.456, 1)).toBe('2.46 (1)');
  });

  test('P-24: initiative and feature names show only on the first row of each group', () => {
    const rows = labelRows([
      { initiativeID: 1, initiative: 'Ini A', featureID: 10, feature: 'F1' },
      { initiativeID: 1, initiative: 'Ini A', featureID: 10, feature: 'F1' },
      { initiativeID: 1, initiative: 'Ini A', featureID: 11, feature: 'F2' },
      { initiativeID: 2, initiative: 'Ini B', featureID: 11, feature: 'F2' },
    ]);
    expect(rows.map((r) => [r.initiativeLabel, r.featureLabel])).toEqual([
      ['Ini A', 'F1'],
      ['', ''],
      ['', 'F2'],
      ['Ini B', 'F2'],
    ]);
    expect(rows[0].pointsText).toBe('0.00 (0)');
  });
});

describe('My Projects defaults', () => {
  const { specs, columns } = gridColumns('myProjects');
  const items = defaultFilterItems({
    mode: 'myProjects',
    specs,
    columns,
    phaseNames: PHASES,
    fullName: 'Ida Developer',
  });
  const at = (key: string) => items.find((i) => specs[i.columnIndex].key === key);

  test('P-30: the default phase filter is phases 1, 2, 3, 5, 6, 7, 8, 9, 10, 11 and 13', () => {
    expect([...MY_PROJECTS_PHASES]).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 13]);
    expect(at('phase')?.values).toEqual([
      '1-NOT APPROVED',
      '2-APPROVED NOT SCHEDULED',
      '3-REQUIREMENTS',
      '5-READY FOR LOE',
      '6-LOE COMPLETE',
      '7-DEVELOPMENT SCHEDULED',
      '8-DEVELOPMENT',
      '9-UAT FEEDBACK',
      '10-FAILED UAT',
      '11-UAT ACCEPTED',
      '13-BLOCKED',
    ]);
    const rows = [
      { featurePhase: '4-Requirements Approval' },
      { featurePhase: '12-Complete' },
      { featurePhase: '8-Development' },
    ].map((r) => ({ ...r, initiativeEnabled: true, featureEnabled: true, mainFeatureDeveloper: 'Ida Developer' }));
    expect(filterRows(rows, columns, { show: true, keyword: '', items })).toEqual([2]);
  });

  test("P-31: the default developer filter is the current user's full name", () => {
    expect(at('developer')?.values).toEqual(['IDA DEVELOPER']);
    const rows = ['Ida Developer', 'Someone Else', null].map((d) => ({
      featurePhase: '8-Development',
      initiativeEnabled: true,
      featureEnabled: true,
      mainFeatureDeveloper: d,
    }));
    expect(filterRows(rows, columns, { show: true, keyword: '', items })).toEqual([0]);
    // Projects has no such default.
    const p = gridColumns('projects');
    const plain = defaultFilterItems({ mode: 'projects', ...p, phaseNames: PHASES, fullName: 'Ida Developer' });
    expect(plain.find((i) => p.specs[i.columnIndex].key === 'developer')?.values).toEqual([]);
  });

  test('P-32: rows are sorted by minimum sprint date, newest first', () => {
    const sorted = sortByMinimumSprintDateDesc([
      { featureID: 1, minimumSprintDate: '2026-01-05T00:00:00' },
      { featureID: 2, minimumSprintDate: null },
      { featureID: 3, minimumSprintDate: '2026-03-01T00:00:00' },
      { featureID: 4, minimumSprintDate: '2025-12-31T00:00:00' },
    ]);
    expect(sorted.map((r) => r.featureID)).toEqual([3, 1, 4, 2]);
  });
});

describe('grid state per session', () => {
  test('filter and sort are kept under a key prefix, paging is not', () => {
    expect(projectGridStateKey('projects')).toBe('a1.projectGrid.projects');
    const { specs, columns } = gridColumns('projects');
    const items = defaultFilterItems({ mode: 'projects', specs, columns, phaseNames: PHASES, fullName: '' });
    const text = serializeGridState({ items, sort: { columnIndex: 3, isAscending: false }, pageNumber: 4 });
    expect(JSON.parse(text)).not.toHaveProperty('pageNumber');
    expect(parseGridState(text, columns.length)).toEqual({ items, sort: { columnIndex: 3, isAscending: false } });
    expect(parseGridState(text, 2)).toBeNull();
    expect(parseGridState('{broken', columns.length)).toBeNull();
    expect(parseGridState(null, columns.length)).toBeNull();
  });
});

describe('modals', () => {
  test('initiative tabs: Timesheets only with a project; Features button without one', () => {
    expect(initiativeTabs(165)).toEqual(['general', 'timesheets']);
    expect(initiativeTabs(0)).toEqual(['general']);
    expect(initiativeTabs(null)).toEqual(['general']);
    expect(showsFeaturesButton(0, false)).toBe(true);
    expect(showsFeaturesButton(165, false)).toBe(false);
  });

  test('feature tabs: General and Attachments when new; existing adds the rest', () => {
    expect(featureTabs(true)).toEqual(['general', 'attachments']);
    expect(featureTabs(false)).toEqual([
      'general',
      'attachments',
      'timesheets',
      'risks',
      'issues',
      'supportingDocuments',
      'history',
    ]);
    expect(tabBadge(3)).toBe('3');
    expect(tabBadge(0)).toBe('0');
    expect(tabBadge(undefined)).toBeUndefined();
  });

  test('read-only mode disables fields, upload, add, delete and row edits; editable allows them', () => {
    expect(readOnlyPolicy(true)).toEqual({
      fieldsDisabled: true,
      attachmentUpload: false,
      addEnabled: false,
      deleteEnabled: false,
      rowClickEdits: false,
      saveEnabled: false,
    });
    expect(Object.values(readOnlyPolicy(false)).filter((v) => v === true)).toHaveLength(5);
  });

  test('P-62: issueType 1 is an issue and 2 is a risk', () => {
    expect(ISSUE_TYPE).toEqual({ issue: 1, risk: 2 });
  });
});

describe('cascading filters', () => {
  test('P-15: in editable mode a chip lists only the values of rows passing the other filters (as the filter panel asks)', () => {
    const { specs, columns } = gridColumns('projects');
    const rows = [
      ['8-Development', 'Ida Developer'],
      ['8-Development', 'Sam Patel'],
      ['12-Complete', 'Lee Chen'],
      ['10-Failed UAT', null],
    ].map(([featurePhase, mainFeatureDeveloper]) => ({
      featurePhase,
      mainFeatureDeveloper,
      initiativeEnabled: true,
      featureEnabled: true,
    }));
    const items = defaultFilterItems({ mode: 'projects', specs, columns, phaseNames: PHASES, fullName: 'x' });
    const position = (key: string) => items.findIndex((i) => specs[i.columnIndex].key === key);
    const phase = position('phase');
    const developer = position('developer');
    const chosen = items.map((item, i) => (i === phase ? { ...item, values: ['8-DEVELOPMENT'] } : item));
    // The developer chip: rows passing every filter but its own.
    const others = chosen.filter((_, i) => i !== developer);
    const passing = filterRows(rows, columns, { show: true, keyword: '', items: others });
    const values = chipValueCounts(rows, columns[chosen[developer].columnIndex], passing).map((v) => v.label);
    expect(values).toEqual(['Ida Developer', 'Sam Patel']);
    // The phase chip keeps all its own choices while the developer filter is empty.
    const phaseOthers = chosen.filter((_, i) => i !== phase);
    const phasePassing = filterRows(rows, columns, { show: true, keyword: '', items: phaseOthers });
    expect(chipValueCounts(rows, columns[chosen[phase].columnIndex], phasePassing)).toHaveLength(3);
  });
});
