/** Shell texts, option lists and limits the spec fixes (shell §2, §3, §4, §8, §9). */
export const SHELL_MESSAGES = {
  autoPrintOn: 'Auto Printing Errors is Turned On',
  autoPrintOff: 'Auto Printing Errors is Turned Off',
  couldNotReadPrinters: 'Could not read printers. Please Check Plugin.',
  cannotReadPlugin: 'Cannot Read Plugin. Is it running?',
  workstationUnknownError: 'Unknown Error Occurred',
  layoutClientError: (message: string) => `An error occurred: ${message}`,
  layoutServerError: (status: number, message: string) =>
    `Server returned code: ${status}, error message is: ${message}`,
} as const;

/** Countries of the locale chooser (shell §3). */
export const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'FR', name: 'France' },
] as const;

export const LANGUAGES = [
  { iso2: 'en', name: 'English' },
  { iso2: 'fr', name: 'French' },
] as const;

/** Date formats offered by the locale popover; the first is the default (shell §9). */
export const DATE_FORMATS = ['mm/dd/yyyy', 'dd/mm/yyyy', 'yyyy-mm-dd'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'mm/dd/yyyy';
export const TIME_SUFFIX = 'hh:mm a';

/**
 * The per-country date format of shell §9's locale table: a locale that names no format takes its country's.
 * Ours: the spec shows the table only as "large"; these are the two countries the chooser offers.
 */
export const COUNTRY_DATE_FORMATS: Record<string, DateFormat> = { US: 'mm/dd/yyyy', FR: 'dd/mm/yyyy' };

/**
 * Where a user has chosen no locale yet, the country of the subsidiary they work for (their default location's)
 * sets the formats (issue 29: a French-subsidiary user reads France's dates, numbers and euros). Ours: the language
 * stays the spec's default, English; it is the person's choice (one click in the locale popover), not the office's.
 */
export const SUBSIDIARY_COUNTRIES: Record<string, string> = { USA: 'US', France: 'FR' };

/** Spinner sizes (shell §9). */
export const SPINNER_SIZES = { xs: '1rem', sm: '2rem', md: '3rem', lg: '5rem', xl: '8rem' } as const;
export type SpinnerSize = keyof typeof SPINNER_SIZES;

/** Screens that get the header's Refresh icon (shell §2 Header). */
export const REFRESH_ROUTES = [
  'aimban/package-board',
  'aimban/package-grid',
  'aimban/dangerous-goods',
  'insight/bins',
] as const;

/** Header link targets (shell §2). */
export const SHELL_LINKS = {
  home: '/home',
  jobsOnHold: '/operation/admin/job-dashboard?filterOnHold=true',
  jobDashboard: '/operation/admin/job-dashboard',
  packageSearch: '/search/package-search',
  quoteRequest: '/quote/quote-request/quote-request-form',
  ticket: (ticketId: number) => `/ticketing/ticket/${ticketId}`,
} as const;

/** The Pricing Tickets screen's menu route: its permission opens every pricing-ticket page and the user menu's entry. */
export const PRICING_TICKETS_ROUTE = 'ticketing/pricing';

/** Ticketing environments offered in User Settings. */
export const TICKETING_ENVIRONMENTS = ['Production', 'UAT', 'Development'] as const;

/** Excel export retry delay (shell §4). */
export const EXPORT_DOWNLOAD_RETRY_MS = 100;
/** How long an export stays downloadable before it is marked expired (configurable on the server). */
export const EXPORT_KEEP_HOURS_DEFAULT = 24;
