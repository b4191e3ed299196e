import { describe, expect, it } from 'vitest';
import { projectTrackingCalls } from './projecttracking.ts';
import { KANBAN_BASE } from './projecttracking-shapes.ts';

describe('the project-tracking contract', () => {
  it('P-153: most project-tracking calls are under api/A1/KanbanBoard/', () => {
    const calls = Object.values(projectTrackingCalls);
    const kanban = calls.filter((c) => c.path.startsWith(`${KANBAN_BASE}/`));
    expect(KANBAN_BASE).toBe('/api/A1/KanbanBoard');
    expect(kanban.length / calls.length).toBeGreaterThan(0.5);
  });
  it('names the payload keys the spec names', () => {
    const c = projectTrackingCalls;
    expect([
      c.kanbanCards.payload,
      c.kanbanCardInfo.payload,
      c.kanbanMilestones.payload,
      c.kanbanSprints.payload,
      c.kanbanIssues.payload,
      c.kanbanIssueComments.payload,
      c.kanbanSupportingDocuments.payload,
      c.kanbanLanes.payload,
    ]).toEqual([
      'simpleCards',
      'detailedCard',
      'milestones',
      'sprints',
      'issues',
      'issueComments',
      'featureSupportingDocuments',
      'lanes',
    ]);
  });
});
