/**
 * The filter panel (shell §2, §9): a 256 px side panel beside the table, shown or hidden by the header's
 * filter-panel toggle. New (when the screen supplies it), the keyword box, a chip per filterable column
 * (value chips are multiple-select dropdowns; boolean chips cycle on click; date-range chips take an
 * inclusive start and end day), the clear-all cross, Refresh, Import and Excel.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import RefreshIcon from '@mui/icons-material/Refresh';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import GridOnIcon from '@mui/icons-material/GridOn';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { FILTER_PANEL_WIDTH_PX } from '@a1/shared';
import {
  chipValueCounts,
  clearFilterItems,
  filterRows,
  holdsBothBooleans,
  isItemActive,
  keywordMatches,
  nextBooleanState,
  type FilterItem,
  type GridColumn,
  type Row,
} from '@a1/shared/rules/grid/index';
import { DateRangePopover } from './DateRangePopover';
import { ValueChip } from './ValueChip';

interface Props {
  columns: GridColumn<any>[];
  rows: Row[];
  items: FilterItem[];
  keyword: string;
  debouncedKeyword: string;
  /** The keyword index of the rows, built on first call. */
  keywordIndex: () => string[];
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
  const [range, setRange] = useState<{ anchor: HTMLElement; position: number } | null>(null);
  const anyActive = items.some(isItemActive) || props.keyword !== '';

  const update = (position: number, patch: Partial<FilterItem>) =>
    onItems(items.map((item, i) => (i === position ? { ...item, ...patch } : item)));

  const chipLabel = (item: FilterItem) => {
    const title = columns[item.columnIndex].title;
    if (item.booleanState === 'true') return translate('a1.grid.booleanTrue', { title });
    if (item.booleanState === 'false') return translate('a1.grid.booleanFalse', { title });
    if (item.booleanState === 'null') return translate('a1.grid.booleanNull', { title });
    if (item.values.length) return translate('a1.grid.selectedCount', { title, count: item.values.length });
    if (item.dateRange && item.includeDateRange && (item.startDate || item.endDate))
      return `${title}: ${item.startDate ?? '…'} – ${item.endDate ?? '…'}`;
    return title;
  };

  /** A chip lists the values of rows passing the keyword and every *other* filter. */
  const valuesFor = (position: number) => {
    const column = columns[items[position].columnIndex];
    const others = items.filter((_, i) => i !== position);
    const passing = filterRows(props.rows, columns, { show: true, keyword: '', items: others });
    const inKeyword = props.debouncedKeyword
      ? new Set(keywordMatches(props.keywordIndex(), props.debouncedKeyword))
      : null;
    return chipValueCounts(props.rows, column, inKeyword ? passing.filter((i) => inKeyword.has(i)) : passing);
  };

  const chip = (item: FilterItem, position: number) => {
    const column = columns[item.columnIndex];
    const common = {
      label: chipLabel(item),
      color: isItemActive(item) ? 'primary' : 'default',
      variant: isItemActive(item) ? 'filled' : 'outlined',
    } as const;
    if (column.type === 'boolean') {
      const cycle = () =>
        update(position, {
          booleanState: nextBooleanState(
            item.booleanState ?? 'none',
            holdsBothBooleans(props.rows.map((r) => r[column.value])),
          ),
        });
      return <Chip key={item.columnIndex} {...common} onClick={cycle} />;
    }
    if (item.dateRange)
      return (
        <Chip
          key={item.columnIndex}
          {...common}
          aria-haspopup="dialog"
          onClick={(e) => setRange({ anchor: e.currentTarget, position })}
        />
      );
    return (
      <ValueChip
        key={item.columnIndex}
        title={column.title}
        label={common.label}
        active={isItemActive(item)}
        values={item.values}
        computeValues={() => valuesFor(position)}
        onValues={(values) => update(position, { values })}
      />
    );
  };

  return (
    <Box
      component="section"
      aria-label={translate('a1.grid.filtersRegion')}
      sx={{
        width: FILTER_PANEL_WIDTH_PX,
        flexShrink: 0,
        boxSizing: 'border-box',
        p: 1,
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <Stack spacing={1}>
        {props.onNew && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={props.onNew}>
            {translate('a1.grid.new')}
          </Button>
        )}
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            fullWidth
            placeholder={translate('a1.grid.keyword')}
            value={props.keyword}
            onChange={(e) => props.onKeyword(e.target.value)}
            slotProps={{
              htmlInput: { 'aria-label': translate('a1.grid.keyword') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          {anyActive && (
            <Tooltip title={translate('a1.grid.clearAll')}>
              <IconButton
                size="small"
                aria-label={translate('a1.grid.clearAll')}
                onClick={() => {
                  props.onKeyword('');
                  onItems(clearFilterItems(items));
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
          {items.map(chip)}
        </Stack>
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
          {props.onRefresh && (
            <Button size="small" startIcon={<RefreshIcon />} onClick={props.onRefresh}>
              {translate('a1.grid.refresh')}
            </Button>
          )}
          {props.onImport && (
            <Button size="small" startIcon={<UploadFileIcon />} onClick={props.onImport}>
              {translate('a1.grid.import')}
            </Button>
          )}
          {props.onExcel && (
            <Button
              size="small"
              startIcon={props.exporting ? <CircularProgress size={16} /> : <GridOnIcon />}
              onClick={props.onExcel}
              disabled={props.exporting}
            >
              {translate('a1.grid.excel')}
            </Button>
          )}
        </Stack>
      </Stack>
      {range && (
        <DateRangePopover
          anchor={range.anchor}
          title={columns[items[range.position].columnIndex].title}
          item={items[range.position]}
          onChange={(patch) => update(range.position, patch)}
          onClose={() => setRange(null)}
        />
      )}
    </Box>
  );
}
