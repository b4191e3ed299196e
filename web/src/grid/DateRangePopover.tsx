/** A date-range chip's popup (shell §9): an inclusive start and end day, Apply or Clear. */
import { useState } from 'react';
import { Button, Popover, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FILTER_PANEL_WIDTH_PX } from '@a1/shared';
import { pickerValue, type FilterItem } from '@a1/shared/rules/grid/index';

interface Props {
  anchor: HTMLElement;
  title: string;
  item: FilterItem;
  onChange: (patch: Partial<FilterItem>) => void;
  onClose: () => void;
}

export function DateRangePopover({ anchor, title, item, onChange, onClose }: Props) {
  const translate = useTranslate();
  const [start, setStart] = useState(item.startDate ?? '');
  const [end, setEnd] = useState(item.endDate ?? '');
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: {
          sx: { width: FILTER_PANEL_WIDTH_PX },
          role: 'dialog',
          'aria-label': translate('a1.grid.filterValues', { title }),
        } as object,
      }}
    >
      <Stack spacing={1} sx={{ p: 2 }}>
        <TextField
          type="date"
          size="small"
          label={translate('a1.grid.startDate')}
          value={start}
          onChange={(e) => setStart(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={translate('a1.grid.endDate')}
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            size="small"
            onClick={() => {
              onChange({ includeDateRange: false, startDate: null, endDate: null });
              onClose();
            }}
          >
            {translate('a1.grid.clearRange')}
          </Button>
          <Button
            size="small"
            variant="contained"
            onClick={() => {
              const startDate = pickerValue(start);
              const endDate = pickerValue(end);
              onChange({ includeDateRange: !!(startDate || endDate), startDate, endDate });
              onClose();
            }}
          >
            {translate('a1.grid.applyRange')}
          </Button>
        </Stack>
      </Stack>
    </Popover>
  );
}
