/**
 * The options of an open dropdown, rendered in batches of 100 every 10 ms (shell §9) so a list of
 * 10,000 options opens at once and fills in behind. Remounted (keyed) when the search or tab changes.
 * Each option is memoised and has no handler of its own (the listbox delegates clicks), so a new batch
 * or a pick re-renders only the options that changed.
 */
import { memo, useEffect, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { DROPDOWN } from '@a1/shared';
import { firstBatch, nextBatch, type DropdownOption } from '@a1/shared/rules/grid/index';

interface Props<O extends DropdownOption> {
  options: readonly O[];
  selected: ReadonlySet<O['id']>;
  multiple: boolean;
  active: number;
  optionId: (index: number) => string;
  renderOption?: (option: O) => ReactNode;
}

export function DropdownOptions<O extends DropdownOption>({
  options,
  selected,
  multiple,
  active,
  optionId,
  renderOption,
}: Props<O>) {
  const [rendered, setRendered] = useState(() => firstBatch(options.length));
  useEffect(() => {
    if (rendered >= options.length) return;
    const timer = setTimeout(() => setRendered((n) => nextBatch(n, options.length)), DROPDOWN.batchDelayMs);
    return () => clearTimeout(timer);
  }, [rendered, options.length]);
  // Keyboard movement past the rendered part (End on a long list) renders up to the active option at once.
  const count = Math.min(options.length, Math.max(rendered, active + 1));

  return options
    .slice(0, count)
    .map((option, index) => (
      <OptionRow
        key={String(option.id)}
        option={option}
        index={index}
        id={optionId(index)}
        selected={selected.has(option.id)}
        active={index === active}
        multiple={multiple}
        renderOption={renderOption as (option: DropdownOption) => ReactNode}
      />
    ));
}

interface RowProps {
  option: DropdownOption;
  index: number;
  id: string;
  selected: boolean;
  active: boolean;
  multiple: boolean;
  renderOption?: (option: DropdownOption) => ReactNode;
}

const OptionRow = memo(function OptionRow({ option, index, id, selected, active, multiple, renderOption }: RowProps) {
  const Check = selected ? CheckBoxIcon : CheckBoxOutlineBlankIcon;
  return (
    <Box
      component="li"
      id={id}
      role="option"
      aria-selected={selected}
      data-index={index}
      sx={{
        height: DROPDOWN.optionHeightPx,
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        cursor: 'pointer',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        bgcolor: active ? 'action.hover' : selected && !multiple ? 'action.selected' : undefined,
      }}
    >
      {multiple && <Check fontSize="small" color={selected ? 'primary' : 'action'} aria-hidden />}
      {renderOption ? renderOption(option) : option.label}
    </Box>
  );
});
