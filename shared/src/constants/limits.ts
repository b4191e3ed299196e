/** Business constants of shell §9. */
export const IDLE_TIMEOUT_MS = 7_200_000;
export const IDLE_CHECK_INTERVAL_MS = 5 * 60_000;
export const VERSION_CHECK_INTERVAL_MS = 15 * 60_000;
export const MENU_LOAD_DELAY_MS = 500;
export const TOAST_DEFAULT_MS = 5_000;
export const TOAST_CRF_MS = 10_000;
export const COPY_CONFIRMATION_MS = 2_000;
export const NOTIFICATION_BADGE_CAP = 9;
export const PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_RETURN_ROUTE = '/home';
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_MAIN_MODULE = 'Operations';
export const PLUGIN_PORT = 19090;
export const GRID_FONT_SIZE = { default: 100, min: 25, max: 200, step: 5 } as const;
export const GRID_PAGE_SIZE = { default: 10, min: 5, max: 100, step: 5 } as const;

/**
 * Whole-list answers (ours; the spec's grids page in the browser, so a list call answers every row of its filter):
 * at most LIST_MAX_ROWS rows in one answer. Past it the call answers 400 with LIST_MESSAGES.tooManyRows, asking the
 * user to narrow the filter, rather than a silently cut list. Big lists are read and sent LIST_STREAM_BATCH_ROWS
 * rows at a time, so neither the server nor the database holds the whole list at once. Queries of a whole list read
 * at most LIST_MAX_ROWS + 1 rows: enough to know the cap is passed.
 */
export const LIST_MAX_ROWS = 100_000;
export const LIST_STREAM_BATCH_ROWS = 1_000;
export const LIST_MESSAGES = {
  tooManyRows: `This list has more than ${LIST_MAX_ROWS.toLocaleString('en-US')} rows, the most one answer carries. Narrow the filter (e.g. a shorter date range) and try again.`,
} as const;
