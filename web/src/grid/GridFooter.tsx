/** The grid footer (shell §2): optional button and message, row count, page x/y, Previous / Next, the wrench. */
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import BuildIcon from '@mui/icons-material/Build';
import { useTranslate } from 'react-admin';
import { canGoNext, canGoPrevious, type PagingState } from '@a1/shared/rules/grid/index';

interface Props {
  paging: PagingState;
  onPage: (page: number) => void;
  onSettings: () => void;
  footerButton?: { label: string; onClick: () => void };
  footerMessage?: string;
}

export function GridFooter({ paging, onPage, onSettings, footerButton, footerMessage }: Props) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 1, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap' }} component="footer">
      {footerButton && <Button size="small" variant="outlined" onClick={footerButton.onClick}>{footerButton.label}</Button>}
      {footerMessage && <Typography variant="body2" color="text.secondary">{footerMessage}</Typography>}
      <Box sx={{ flex: 1 }} />
      <Typography variant="body2" data-testid="grid-row-count">{translate('a1.grid.rowCount', { smart_count: paging.rowCount, count: paging.rowCount.toLocaleString() })}</Typography>
      {paging.show && (
        <>
          <Typography variant="body2" aria-label={translate('a1.grid.page')} data-testid="grid-page">{`${paging.pageNumber}/${paging.maxPageNumber}`}</Typography>
          <Button size="small" disabled={!canGoPrevious(paging)} onClick={() => onPage(paging.pageNumber - 1)}>{translate('a1.grid.previous')}</Button>
          <Button size="small" disabled={!canGoNext(paging)} onClick={() => onPage(paging.pageNumber + 1)}>{translate('a1.grid.next')}</Button>
        </>
      )}
      <Tooltip title={translate('a1.grid.settings')}>
        <IconButton size="small" aria-label={translate('a1.grid.settings')} onClick={onSettings}><BuildIcon fontSize="small" /></IconButton>
      </Tooltip>
    </Stack>
  );
}
