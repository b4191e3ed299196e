/**
 * A value chip of the filter panel: a multiple-select dropdown on the column's values with their counts
 * (blank bucket included), listed over the rows the other filters let through, computed when it opens.
 * The list is at most 500 px high and as wide as the panel (shell §9).
 */
import { useState } from 'react';
import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FILTER_PANEL_WIDTH_PX, FILTER_VALUES_MAX_HEIGHT_PX } from '@a1/shared';
import type { DropdownOption } from '@a1/shared/rules/grid/index';
import { Dropdown } from './dropdown/Dropdown';

/** A value of the column: id is its uppercase key, value its row count. */
type ValueOption = DropdownOption<number> & { id: string };

interface Props {
  title: string;
  label: string;
  active: boolean;
  values: string[];
  /** The column's values and counts now; called on open only. */
  computeValues: () => { key: string; label: string; count: number }[];
  onValues: (values: string[]) => void;
}

/** A value and its row count; outside the component so the memoised options keep their props. */
const renderValueOption = (o: ValueOption) => (
  <>
    <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {o.label}
    </Box>
    {/* The space keeps label and count apart in the option's accessible name. */}{' '}
    <Box component="span" sx={{ ml: 'auto', color: 'text.secondary', fontSize: '0.85em' }}>
      {o.value}
    </Box>
  </>
);

export function ValueChip({ title, label, active, values, computeValues, onValues }: Props) {
  const translate = useTranslate();
  const [options, setOptions] = useState<ValueOption[]>([]);
  const onOpenChange = (open: boolean) => {
    setOptions(
      open
        ? computeValues().map((v) => ({ id: v.key, label: v.label || translate('a1.grid.blank'), value: v.count }))
        : [],
    );
  };
  return (
    <Dropdown<ValueOption>
      mode="multiple"
      label={title}
      listLabel={translate('a1.grid.filterValues', { title })}
      options={options}
      value={values}
      onChange={onValues}
      search
      searchLabel={translate('a1.grid.searchValues')}
      maxListHeight={FILTER_VALUES_MAX_HEIGHT_PX}
      popupWidth={FILTER_PANEL_WIDTH_PX}
      onOpenChange={onOpenChange}
      renderOption={renderValueOption}
      renderTrigger={(trigger) => (
        <Chip
          {...trigger}
          label={label}
          color={active ? 'primary' : 'default'}
          variant={active ? 'filled' : 'outlined'}
        />
      )}
    />
  );
}
