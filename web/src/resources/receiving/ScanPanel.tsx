/**
 * The dock's scan input and what became of each scan (issue 26 point 4). A keyboard-wedge scanner types the code and
 * Enter into the focused field: the field is uncontrolled (React renders nothing per character, so 10 scans a second
 * lose no keystroke) and Enter queues the code and empties it. The queue's state (waiting, server away) and the list
 * of scans, newest first, are announced politely to screen readers; every target is at least 48 px for a glove.
 */
import { useRef, type KeyboardEvent } from 'react';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { scanSummary, SCAN_CODE_MAX_LENGTH, type ScanItem } from '@a1/shared/rules/receiving/index';
import type { ScanQueueApi } from './useScanQueue';

const STATUS_COLOR = {
  pending: 'default',
  sending: 'info',
  received: 'success',
  alreadyReceived: 'warning',
  repeat: 'warning',
  rejected: 'error',
} as const;

/** The most scans listed (the summary counts them all). */
const LISTED = 200;

function ScanRow({ item }: { item: ScanItem }) {
  const translate = useTranslate();
  const status = translate(`a1.receiving.scan.status.${item.status}`);
  return (
    <ListItem divider data-scan-status={item.status} sx={{ minHeight: 48, gap: 1, flexWrap: 'wrap' }}>
      <ListItemText
        primary={item.code}
        secondary={item.message}
        slotProps={{ primary: { sx: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
      />
      <Chip label={status} color={STATUS_COLOR[item.status]} variant="outlined" />
    </ListItem>
  );
}

export function ScanPanel({ api, label, disabled }: { api: ScanQueueApi; label: string; disabled?: boolean }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const summary = scanSummary(api.queue);
  // TextField puts the handler on its root (a div): the code is read from the input itself.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const field = input.current;
    if (event.key !== 'Enter' || !field) return;
    event.preventDefault();
    api.scan(field.value);
    field.value = '';
  };
  const listed = api.queue.items.slice(-LISTED).reverse();
  return (
    <Stack spacing={2}>
      <TextField
        inputRef={input}
        label={label}
        helperText={translate('a1.receiving.scan.help')}
        autoFocus
        autoComplete="off"
        disabled={disabled}
        onKeyDown={onKeyDown}
        fullWidth
        slotProps={{
          htmlInput: {
            maxLength: SCAN_CODE_MAX_LENGTH,
            spellCheck: false,
            autoCapitalize: 'characters',
            style: { fontSize: '1.4rem', minHeight: 40 },
          },
        }}
      />
      <Box role="status" aria-live="polite" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          color={summary.pending ? 'info' : 'default'}
          label={translate('a1.receiving.scan.pending', { smart_count: summary.pending })}
        />
        <Chip color="success" label={translate('a1.receiving.scan.received', { smart_count: summary.received })} />
        {summary.alreadyReceived + summary.repeats > 0 && (
          <Chip
            color="warning"
            label={translate('a1.receiving.scan.repeats', {
              smart_count: summary.alreadyReceived + summary.repeats,
            })}
          />
        )}
        {summary.rejected > 0 && (
          <Chip color="error" label={translate('a1.receiving.scan.rejected', { smart_count: summary.rejected })} />
        )}
      </Box>
      {summary.offline && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={api.retryNow} sx={{ minHeight: 48 }}>
              {translate('a1.receiving.scan.retryNow')}
            </Button>
          }
        >
          {translate('a1.receiving.scan.offline', { smart_count: summary.pending })}
        </Alert>
      )}
      {listed.length === 0 ? (
        <Typography color="text.secondary">{translate('a1.receiving.scan.none')}</Typography>
      ) : (
        <List aria-label={translate('a1.receiving.scan.list')} dense disablePadding>
          {listed.map((item) => (
            <ScanRow key={item.seq} item={item} />
          ))}
        </List>
      )}
    </Stack>
  );
}
