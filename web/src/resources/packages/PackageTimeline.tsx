/**
 * A package's one timeline (issue 25 point 4, GET TrackingAll): carrier events, our scans, notes, label prints, PIM
 * changes and returns merged, newest first, each in the place's time zone and the user's ("14:05 CET (08:05 your
 * time)"), filterable by kind (a checkbox each, with its count). External accounts get carrier events, scans and
 * label prints only (the server decides; the filter offers what it may answer).
 */
import { useMemo, useState } from 'react';
import { Box, Checkbox, CircularProgress, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import PrintIcon from '@mui/icons-material/Print';
import EditNoteIcon from '@mui/icons-material/EditNote';
import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import { useTranslate } from 'react-admin';
import { EXTERNAL_TIMELINE_KINDS, TIMELINE_KINDS, type TimelineEntry, type TimelineKind } from '@a1/shared';
import { getSession } from '../../session/session';
import { currentLocale } from '../../shell/useLocaleFormat';
import { usePackageTimeline } from './queries';
import { timelineTitle } from './timelineTitle';
import { storyTime, userTimeZone } from './time';
import { Section } from './PackagePage';

const ICONS: Record<TimelineKind, typeof LocalShippingIcon> = {
  carrier: LocalShippingIcon,
  scan: QrCodeScannerIcon,
  note: StickyNote2Icon,
  labelPrint: PrintIcon,
  pim: EditNoteIcon,
  return: KeyboardReturnIcon,
};

function When({ entry }: { entry: TimelineEntry }) {
  const translate = useTranslate();
  const time = storyTime(entry.on, entry.timeZone, userTimeZone(), currentLocale().format);
  const text = time.place
    ? time.user
      ? translate('a1.packages.timeline.placeAndYours', { place: time.place, yours: time.user })
      : time.place
    : translate('a1.packages.timeline.yoursOnly', { yours: time.user ?? '' });
  return (
    <Typography component="time" dateTime={time.iso} variant="body2" color="text.secondary" data-testid="timeline-time">
      {text}
    </Typography>
  );
}

export function PackageTimeline({ packageId }: { packageId: number }) {
  const translate = useTranslate();
  const { data, isLoading } = usePackageTimeline(packageId);
  const kinds = getSession()?.isInternal === false ? EXTERNAL_TIMELINE_KINDS : TIMELINE_KINDS;
  const [shown, setShown] = useState<ReadonlySet<TimelineKind>>(() => new Set(TIMELINE_KINDS));
  const counts = useMemo(() => {
    const by = new Map<TimelineKind, number>();
    for (const entry of data ?? []) by.set(entry.kind, (by.get(entry.kind) ?? 0) + 1);
    return by;
  }, [data]);
  const entries = useMemo(() => (data ?? []).filter((e) => shown.has(e.kind)).reverse(), [data, shown]);
  const t = (key: string, options?: object) => translate(`a1.packages.timeline.${key}`, options);
  const worded = (entry: TimelineEntry) => {
    const title = timelineTitle(entry);
    return title ? t(`titles.${title.key}`, title.params) : entry.title;
  };

  return (
    <Section title={t('title')} id="package-timeline">
      <FormGroup row role="group" aria-label={t('filter')} sx={{ mb: 1 }}>
        {kinds.map((kind) => (
          <FormControlLabel
            key={kind}
            control={
              <Checkbox
                size="small"
                checked={shown.has(kind)}
                onChange={(event) => {
                  const next = new Set(shown);
                  if (event.target.checked) next.add(kind);
                  else next.delete(kind);
                  setShown(next);
                }}
              />
            }
            label={`${t(`kinds.${kind}`)} (${counts.get(kind) ?? 0})`}
          />
        ))}
      </FormGroup>
      {isLoading ? (
        <CircularProgress size={20} aria-label={translate('a1.grid.loading')} />
      ) : entries.length === 0 ? (
        <Typography color="text.secondary">{data?.length ? t('empty') : t('emptyAll')}</Typography>
      ) : (
        <Box
          component="ol"
          aria-labelledby="package-timeline"
          data-testid="package-timeline"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {entries.map((entry) => {
            const Icon = ICONS[entry.kind];
            return (
              <Box
                component="li"
                key={entry.key}
                data-kind={entry.kind}
                sx={{ display: 'flex', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                <Icon color="action" aria-hidden sx={{ mt: 0.25 }} />
                <Stack spacing={0.25} sx={{ minWidth: 0 }}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    <Box
                      component="span"
                      sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                    >
                      {`${t(`kinds.${entry.kind}`)}: `}
                    </Box>
                    {worded(entry)}
                    {entry.code ? ` (${entry.code})` : ''}
                  </Typography>
                  {entry.text && (
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {entry.text}
                    </Typography>
                  )}
                  <When entry={entry} />
                  {(entry.place || entry.by) && (
                    <Typography variant="body2" color="text.secondary">
                      {[entry.place, entry.by ? t('by', { name: entry.by }) : ''].filter(Boolean).join(' · ')}
                    </Typography>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
    </Section>
  );
}
