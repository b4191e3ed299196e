/** A moment of the problem screens (comments, attachments, the activity log) in the user's locale and time zone. */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(document.documentElement.lang || undefined);
}
