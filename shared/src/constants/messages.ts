/** User-facing texts the spec fixes to the letter (shell §5, §8). */
export const MESSAGES = {
  required: '*Required',
  notValidEmail: '*Not a valid email',
  passwordsDoNotMatch: 'Passwords do not match',
  /** Text box length messages (shell §5); a string N lets the i18n catalogue keep its %{n} placeholder. */
  minLength: (n: number | string) => `The minimum length is ${n}.`,
  maxLength: (n: number | string) => `The maximum length is ${n}.`,
  unknownError: 'An Unknown Error Occurred',
  /** An answer that started (HTTP 200) but could not be read: cut off mid-way or not JSON. */
  unreadableAnswer: "The server's answer was cut off or could not be read. Please try again.",
  loginFailed: 'Login failed',
  passwordChanged: 'Password Changed Successfully',
  processingLogin: 'Processing Login',
  processingLoginText: 'Please wait while we complete your authentication...',
  notFoundTitle: 'Page Not Found',
  notFoundText: 'The page that is being requested is not found.',
  unauthorizedTitle: 'Unauthorized',
  unauthorizedText: 'The page that is being requested is not available to this user',
  ticketNotFound: (input: string) =>
    `No Ticket can be found for input '${input}'! Please check the input and try again!`,
  httpError: (code: number, message: string) => `HTTP ${code}\n${message}`,
} as const;

/** Server-side texts (ours: the spec leaves them open). Clear, actionable, never a stack trace. */
export const SERVER_MESSAGES = {
  missingCredentials: 'Authentication required: sign in to get API credentials, then send them as Basic authorization.',
  badCredentials: 'Your session is not valid. Please sign in again.',
  sessionExpired: 'Your session expired after 2 hours without activity. Please sign in again.',
  missingApiKey: 'The API key header is missing or does not match this session. Please sign in again.',
  wrongPassword: 'The e-mail or password is incorrect.',
  userDisabled: 'This account is disabled. Please contact IT.',
  noPasswordSet: 'This account signs in with single sign-on, not a password.',
  forbidden: 'You do not have permission to do this.',
  adminOnly: 'Only administrators may do this.',
  userNotFound: 'No user has that e-mail or username.',
  usernameTaken: 'That e-mail is already used by another account.',
  notFound: 'No such A1 endpoint.',
  internal: 'The server could not complete the request. It has been logged; please try again.',
  tooManyAttempts: (seconds: number) =>
    `Too many failed sign-in attempts. Please wait ${seconds} seconds and try again.`,
  /** Comments, timesheets and attachments are changed or deleted by their author or an administrator only. */
  notAuthor: (what: string, author: string) =>
    `Only ${author}, who wrote this ${what}, or an administrator may change or delete it.`,
  /** A schema pattern's failure, said as a person would (see describeValidation). */
  httpLinkOnly: 'must be an http or https address',
} as const;
