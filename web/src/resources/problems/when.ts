/** A moment of the problem screens (comments, attachments, the activity log) in the user's locale and time zone. */
export { formatDateTime as formatWhen } from '../../shell/useLocaleFormat';
