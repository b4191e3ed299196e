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
