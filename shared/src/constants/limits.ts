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

/**
 * Input accepted before sign-in (issue 23 point 6). A call whose permission is `public` carries at most
 * PUBLIC_BODY_LIMIT_BYTES (a password or token sign-in needs well under 1 KB; an ID token a few KB); signed-in calls
 * keep the 50 MB limit for uploads. JSON nested deeper than JSON_MAX_DEPTH (objects and arrays) is refused while it
 * arrives, before it is parsed: no contract body nests past a handful of levels, and a parser fed millions of
 * levels holds the event loop for seconds. A request's body must have arrived REQUEST_TIMEOUT_MS after it started.
 */
export const PUBLIC_BODY_LIMIT_BYTES = 16 * 1024;
export const JSON_MAX_DEPTH = 32;
export const REQUEST_TIMEOUT_MS = 30_000;
export const INPUT_MESSAGES = {
  bodyTooLarge: (limit: string) => `The request body is too large: at most ${limit} is accepted here.`,
  publicBodyTooLarge: `The request body is too large: a call made before sign-in carries at most ${PUBLIC_BODY_LIMIT_BYTES / 1024} KB.`,
  tooDeep: `The request body nests objects or arrays more than ${JSON_MAX_DEPTH} levels deep; no call accepts that.`,
  requestTimeout: (seconds: number) =>
    `The request did not arrive within ${seconds} s. Check the connection and try again.`,
} as const;
