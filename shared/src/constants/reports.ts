/** Report definitions' parameter kinds (the runner builds its form from them). */
export const REPORT_PARAMETER_TYPES = ['text', 'number', 'date', 'dateRange', 'dropdown'] as const;
export type ReportParameterType = (typeof REPORT_PARAMETER_TYPES)[number];

/** How far back a report's date parameters start when the report stores no default (our choice). */
export const REPORT_DEFAULT_LOOKBACK_DAYS = 30;

export const REPORT_MESSAGES = {
  reportNotFound: 'This report does not exist.',
  badParameters: 'The report parameters are not valid JSON of name → value.',
  missingParameter: (label: string) => `${label} is required.`,
  notANumber: (label: string) => `${label} must be a number.`,
  notADate: (label: string) => `${label} must be a date (yyyy-mm-dd).`,
  notAnOption: (label: string) => `${label} must be one of its options.`,
} as const;
