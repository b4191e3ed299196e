/** The card board (shell §2 kanban/card/board-view). */
export const cardBoard = {
  title: 'Card Board',
  project: 'Project',
  allProjects: 'All projects',
  search: 'Search cards',
  mine: 'Assigned to me',
  refresh: 'Refresh',
  addCard: 'Add Card',
  loading: 'Loading cards…',
  failed: 'The cards could not be loaded. Press Refresh to try again.',
  forbidden:
    'The card board is for staff whose roles grant the card board, tickets or projects: your account cannot read its cards.',
  empty: 'No cards match these filters.',
  laneHeading: '%{name} (%{count})',
  laneEmpty: 'No cards',
  more: '%{count} more: narrow the filters to see them',
  points: '%{points} pts',
  unassigned: 'Unassigned',
};
