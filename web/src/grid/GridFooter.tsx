/**
 * The grid footer (shell §2): optional button and message, row count, page x/y, Previous / Next, the wrench. While the
 * first data loads the count reads "Loading…" (not "0 rows 1/1", issue 29 point 7) and the paging waits.
 */
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import BuildIcon from '@mui/icons-material/Build';
import { useTranslate } from 'react-admin';
import { canGoNext, canGoPrevious, type PagingState } from '@a1/shared/rules/grid/index';
import { gridLocale } from './locale';

interface Props {
  paging: PagingState;
  /** The first data is loading: no count yet. */
  loading?: boolean;
  onPage: (page: number) => void;
  onSettings: () => void;
  footerButton?: { label: string; onClick: () => void };
  footerMessage?: string;
}

/** The row count in the user's language (French groups thousands with a narrow no-break space: 2 000). */
function formatCount(n: number): string {
  const { language, country } = gridLocale();
  try {
    return new Intl.NumberFormat(`${language}-${country}`).format(n);
  } catch {
    return new Intl.NumberFormat(language).format(n);
  }
}

export function GridFooter({ paging, loading, onPage, onSettings, footerButton, footerMessage }: Props) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      component="footer"
      sx={{ alignItems: 'center', gap: 1, p: 1, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap' }}
    >
      {footerButton && (
        <Button size="small" variant="outlined" onClick={footerButton.onClick}>
          {footerButton.label}
        </Button>
      )}
      {/* The message takes the room that is left and wraps inside it, so the paging controls stay on one line. */}
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        {footerMessage}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexShrink: 0, ml: 'auto' }}>
        <Typography variant="body2" data-testid="grid-row-count" data-loading={loading || undefined}>
          {loading
            ? translate('a1.grid.loading')
            : translate('a1.grid.rowCount', { smart_count: paging.rowCount, count: formatCount(paging.rowCount) })}
        </Typography>
        {paging.show && (
          <>
            {!loading && (
              <Typography
                variant="body2"
                aria-label={translate('a1.grid.page')}
                data-testid="grid-page"
              >{`${paging.pageNumber}/${paging.maxPageNumber}`}</Typography>
            )}
            <Button
              size="small"
              disabled={loading || !canGoPrevious(paging)}
              onClick={() => onPage(paging.pageNumber - 1)}
            >
              {translate('a1.grid.previous')}
            </Button>
            <Button size="small" disabled={loading || !canGoNext(paging)} onClick={() => onPage(paging.pageNumber + 1)}>
              {translate('a1.grid.next')}
            </Button>
          </>
        )}
        <Tooltip title={translate('a1.grid.settings')}>
          <IconButton size="small" aria-label={translate('a1.grid.settings')} onClick={onSettings}>
            <BuildIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
