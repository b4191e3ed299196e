/** Access pages (403, 404) and session timers (issue: sign-in). */
import { MESSAGES } from '@a1/shared';

export const access = {
  unauthorizedTitle: MESSAGES.unauthorizedTitle as string,
  unauthorizedText: MESSAGES.unauthorizedText as string,
  contactIt: 'If you need it for your work, please contact IT to request access.',
  notFoundTitle: MESSAGES.notFoundTitle as string,
  notFoundText: MESSAGES.notFoundText as string,
  goHome: 'Go Home',
  goBack: 'Go Back',
  newVersion: 'A new version of A1 Back Office is available.',
  refresh: 'Refresh',
  signedOutIdle: 'You were signed out after 2 hours without activity.',
};
