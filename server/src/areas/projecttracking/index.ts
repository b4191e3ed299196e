/** The project-tracking area (spec 2): project grid, initiatives, features, timesheets, issues, KanbanBoard cards. */
import type { Area } from '../area.ts';
import { kanbanRoutes } from './kanban-routes.ts';
import { projectTrackingRoutes } from './routes.ts';

export const projectTrackingArea: Area = async (app, deps) => {
  await projectTrackingRoutes(app, deps);
  await kanbanRoutes(app, deps);
};
