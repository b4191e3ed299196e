/** What the ticketing contract tests share: a valid new ticket (calls go through the typed client, support/a1-http.ts). */
export { caller, message, pathWith, type Query } from '../../support/a1-http';

/** A valid POST Ticket body on the demo's new-ticket feature (13837). */
export const newTicket = (over: Record<string, unknown> = {}) => ({
  title: 'Label printer prints blank labels',
  type: 'Issue',
  priority: 'High',
  description: '<p>The JFK label printer prints blank labels since this morning.</p>',
  sprintId: 13837,
  ...over,
});
