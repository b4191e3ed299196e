/**
 * How the timeline words an entry (issue 25, French throughout): a carrier's event and our scans keep the text they
 * came with (data); the system's own entries are worded from their kind and subject in the user's language (the
 * server's English `title` is for API clients).
 */
import type { TimelineEntry } from '@a1/shared';

/** The catalogue key under a1.packages.timeline.titles and its parameters, or null to show the entry's own title. */
export function timelineTitle(
  entry: Pick<TimelineEntry, 'kind' | 'subject'>,
): { key: 'note' | 'labelPrint' | 'pim' | 'return'; params: Record<string, string> } | null {
  switch (entry.kind) {
    case 'note':
      return { key: 'note', params: {} };
    case 'labelPrint':
      return { key: 'labelPrint', params: { printer: entry.subject ?? '' } };
    case 'pim':
      return { key: 'pim', params: { field: entry.subject ?? '' } };
    case 'return':
      return { key: 'return', params: {} };
    default:
      return null;
  }
}
