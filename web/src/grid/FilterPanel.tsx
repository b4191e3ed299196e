/**
 * The filter panel (shell §2): New, keyword box, a chip per filterable column, clear-all cross, Refresh,
 * Import and Excel. Value chips open a list of the column's values with counts (blank bucket included);
 * boolean chips cycle on click; date-range chips take an inclusive start and end day.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  Box, Button, Checkbox, Chip, CircularProgress, IconButton, InputAdornment, List, ListItem, ListItemButton, ListItemIcon,
  ListItemText, Popover, Stack, TextField, Tooltip,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import RefreshIcon from '@mui/icons-material/Refresh';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import GridOnIcon from '@mui/icons-material/GridOn';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { DROPDOWN, FILTER_PANEL_WIDTH_PX, FILTER_VALUES_MAX_HEIGHT_PX } from '@a1/shared';
import {
  chipValueCounts, clearFilterItems, filterRows, holdsBothBooleans, isItemActive, keywordMatches, nextBooleanState, pickerValue,
  type FilterItem, type GridColumn, type GridLocale, type Row,
} from '@a1/shared/rules/grid/index';

interface Props {
  columns: GridColumn<any>[];
  rows: Row[];
  items: FilterItem[];
  keyword: string;
  debouncedKeyword: string;
  keywordIndex: string[];
  locale: GridLocale;
  onKeyword: (keyword: string) => void;
  onItems: (items: FilterItem[]) => void;
  onNew?: () => void;
  onRefresh?: () => void;
  onImport?: () => void;
  onExcel?: () => void;
  exporting: boolean;
}

export function FilterPanel(props: Props) {
  const { columns, items, onItems } = props;
  const translate = useTranslate();
  const [open, setOpen] = useState<{ anchor: HTMLElement; position: number } | null>(null);
  const anyActive = items.some(isItemActive) || props.keyword !== '';

  const update = (position: number, patch: Partial<FilterItem>) => onItems(items.map((item, i) => (i === position ? { ...item, ...patch } : item)));

  const chipLabel = (item: FilterItem) => {
    const title = columns[item.columnIndex].title;
    if (item.booleanState === 'true') return translate('a1.grid.booleanTrue', { title });
    if (item.booleanState === 'false') return translate('a1.grid.booleanFalse', { title });
    if (item.booleanState === 'null') return translate('a1.grid.booleanNull', { title });
    if (item.values.length) return translate('a1.grid.selectedCount', { title, count: item.values.length });
    if (item.dateRange && item.includeDateRange && (item.startDate || item.endDate)) return `${title}: ${item.startDate ?? '…'} – ${item.endDate ?? '…'}`;
    return title;
  };

  const onChip = (event: React.MouseEvent<HTMLElement>, position: number) => {
    const item = items[position];
    const column = columns[item.columnIndex];
    if (column.type === 'boolean') {
      const both = holdsBothBooleans(props.rows.map((r) => r[column.value]));
      update(position, { booleanState: nextBooleanState(item.booleanState ?? 'none', both) });
      return;
    }
    setOpen({ anchor: event.currentTarget, position });
  };

  return (
    <Box component="section" aria-label={translate('a1.grid.filtersRegion')} sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {props.onNew && <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={props.onNew}>{translate('a1.grid.new')}</Button>}
        <TextField
          size="small"
          placeholder={translate('a1.grid.keyword')}
          value={props.keyword}
          onChange={(e) => props.onKeyword(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': translate('a1.grid.keyword') }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          sx={{ width: FILTER_PANEL_WIDTH_PX }}
        />
        {items.map((item, position) => (
          <Chip
            key={item.columnIndex}
            label={chipLabel(item)}
            color={isItemActive(item) ? 'primary' : 'default'}
            variant={isItemActive(item) ? 'filled' : 'outlined'}
            onClick={(e) => onChip(e, position)}
            aria-haspopup={columns[item.columnIndex].type === 'boolean' ? undefined : 'dialog'}
          />
        ))}
        {anyActive && (
          <Tooltip title={translate('a1.grid.clearAll')}>
            <IconButton size="small" aria-label={translate('a1.grid.clearAll')} onClick={() => { props.onKeyword(''); onItems(clearFilterItems(items)); }}>
              <ClearIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Box sx={{ flex: 1 }} />
        {props.onRefresh && <Button size="small" startIcon={<RefreshIcon />} onClick={props.onRefresh}>{translate('a1.grid.refresh')}</Button>}
        {props.onImport && <Button size="small" startIcon={<UploadFileIcon />} onClick={props.onImport}>{translate('a1.grid.import')}</Button>}
        {props.onExcel && (
          <Button size="small" startIcon={props.exporting ? <CircularProgress size={16} /> : <GridOnIcon />} onClick={props.onExcel} disabled={props.exporting}>
            {translate('a1.grid.excel')}
          </Button>
        )}
      </Stack>
      {open && (
        <ChipPopover
          anchor={open.anchor}
          item={items[open.position]}
          column={columns[items[open.position].columnIndex]}
          positions={() => {
            // A chip lists the values of rows passing the keyword and every *other* filter.
            const others = items.filter((_, i) => i !== open.position);
            const base = props.debouncedKeyword ? keywordMatches(props.keywordIndex, props.debouncedKeyword) : undefined;
            const passing = filterRows(props.rows, columns, { show: true, keyword: '', items: others });
            if (!base) return passing;
            const inKeyword = new Set(base);
            return passing.filter((i) => inKeyword.has(i));
          }}
          rows={props.rows}
          onChange={(patch) => update(open.position, patch)}
          onClose={() => setOpen(null)}
        />
      )}
    </Box>
  );
}

interface PopoverProps {
  anchor: HTMLElement;
  item: FilterItem;
  column: GridColumn<any>;
  rows: Row[];
  positions: () => number[];
  onChange: (patch: Partial<FilterItem>) => void;
  onClose: () => void;
}

function ChipPopover({ anchor, item, column, rows, positions, onChange, onClose }: PopoverProps) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [start, setStart] = useState(item.startDate ?? '');
  const [end, setEnd] = useState(item.endDate ?? '');
  // Computed when the chip opens, over the rows the other filters let through.
  const values = useMemo(() => (item.dateRange ? [] : chipValueCounts(rows, column, positions())), [item.dateRange, rows, column, positions]);
  const shown = useMemo(() => {
    const needle = search.trim().toUpperCase();
    return needle ? values.filter((v) => v.key.includes(needle)) : values;
  }, [values, search]);
  // Long value lists render in batches of 100 every 10 ms (shell §9), so the popover opens at once.
  const [rendered, setRendered] = useState<number>(DROPDOWN.batchSize);
  useEffect(() => {
    if (rendered >= shown.length) return;
    const timer = setTimeout(() => setRendered((n) => n + DROPDOWN.batchSize), DROPDOWN.batchDelayMs);
    return () => clearTimeout(timer);
  }, [rendered, shown.length]);

  const toggle = (key: string) => onChange({ values: item.values.includes(key) ? item.values.filter((v) => v !== key) : [...item.values, key] });

  return (
    <Popover open anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { width: FILTER_PANEL_WIDTH_PX }, role: 'dialog', 'aria-label': translate('a1.grid.filterValues', { title: column.title }) } as object }}>
      {item.dateRange ? (
        <Stack spacing={1} sx={{ p: 2 }}>
          <TextField type="date" size="small" label={translate('a1.grid.startDate')} value={start} onChange={(e) => setStart(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField type="date" size="small" label={translate('a1.grid.endDate')} value={end} onChange={(e) => setEnd(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => { onChange({ includeDateRange: false, startDate: null, endDate: null }); onClose(); }}>{translate('a1.grid.clearRange')}</Button>
            <Button size="small" variant="contained" onClick={() => {
              const startDate = pickerValue(start);
              const endDate = pickerValue(end);
              onChange({ includeDateRange: !!(startDate || endDate), startDate, endDate });
              onClose();
            }}>{translate('a1.grid.applyRange')}</Button>
          </Stack>
        </Stack>
      ) : (
        <Box>
          <TextField size="small" fullWidth autoFocus placeholder={translate('a1.grid.searchValues')} value={search} onChange={(e) => { setSearch(e.target.value); setRendered(DROPDOWN.batchSize); }}
            slotProps={{ htmlInput: { 'aria-label': translate('a1.grid.searchValues') } }} sx={{ p: 1 }} />
          <List dense sx={{ maxHeight: FILTER_VALUES_MAX_HEIGHT_PX, overflow: 'auto' }} aria-label={translate('a1.grid.filterValues', { title: column.title })}>
            {shown.slice(0, rendered).map((v) => (
              <ListItem key={v.key} disablePadding>
                <ListItemButton onClick={() => toggle(v.key)} role="checkbox" aria-checked={item.values.includes(v.key)}>
                  <ListItemIcon sx={{ minWidth: 32 }}><Checkbox edge="start" size="small" checked={item.values.includes(v.key)} tabIndex={-1} disableRipple /></ListItemIcon>
                  <ListItemText primary={v.label || translate('a1.grid.blank')} secondary={String(v.count)} slotProps={{ secondary: { component: 'span', sx: { ml: 1 } } }} sx={{ display: 'flex', alignItems: 'baseline' }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Popover>
  );
}
