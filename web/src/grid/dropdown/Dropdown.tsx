/**
 * The reusable dropdown (shell §3 Dropdown option, §4 Grid, §9): closed or open; single select closes on
 * pick; multiple select has 'All' and 'Selected' tabs and shows its chips, collapsed to the first plus
 * '(+n)' from 10 selected (in the field, or atop the list when a custom trigger such as a filter chip
 * stands for the field); Yes/No mode toggles on click; an optional search box. Closing (pick, Escape,
 * outside click) forgets the search and the tab. The closed field is MUI's select look and combobox
 * semantics; the open part is our own popup, so it can hold the search box, the tabs and 10,000 options.
 */
import {
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Box, Chip, MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  collapseChips,
  LIST_MAX_HEIGHT_PX,
  moreChipText,
  toggleSelection,
  toggleYesNo,
  type DropdownOption,
} from '@a1/shared/rules/grid/index';
import { DropdownPopup } from './DropdownPopup';

/** What a custom trigger (a filter chip) spreads on itself to open the list and announce it. */
export interface DropdownTriggerProps {
  ref: (element: HTMLElement | null) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  'aria-haspopup': 'listbox';
  'aria-expanded': boolean;
  'aria-controls'?: string;
}

interface FieldProps {
  label: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
}

interface ListProps<O extends DropdownOption> extends FieldProps {
  options: readonly O[];
  /** Shows a search box above the options. */
  search?: boolean;
  searchLabel?: string;
  /** The listbox's name; the label by default. */
  listLabel?: string;
  /** Text of the closed field when nothing is chosen (e.g. 'N/A'). */
  placeholder?: string;
  /** Up to 10 options of 40 px by default; the filter value list allows 500 px. */
  maxListHeight?: number;
  popupWidth?: number;
  renderOption?: (option: O) => ReactNode;
  /** Replaces the closed field (a filter chip, for instance). */
  renderTrigger?: (props: DropdownTriggerProps) => ReactElement;
  onOpenChange?: (open: boolean) => void;
}

export type DropdownProps<O extends DropdownOption> =
  | (ListProps<O> & { mode?: 'single'; value: O['id'] | null; onChange: (id: O['id'], option: O) => void })
  | (ListProps<O> & { mode: 'multiple'; value: readonly O['id'][]; onChange: (ids: O['id'][]) => void })
  | (FieldProps & { mode: 'yesNo'; value: boolean | null; onChange: (value: boolean) => void });

export function Dropdown<O extends DropdownOption>(props: DropdownProps<O>) {
  if (props.mode === 'yesNo') return <YesNoField {...props} />;
  return <ListDropdown {...props} />;
}

const OPEN_KEYS = ['ArrowDown', 'ArrowUp', 'Enter', ' '];

function ListDropdown<O extends DropdownOption>(props: Exclude<DropdownProps<O>, { mode: 'yesNo' }>) {
  const multiple = props.mode === 'multiple';
  const selectedIds: readonly O['id'][] =
    props.mode === 'multiple' ? props.value : props.value === null ? [] : [props.value];
  const listId = `a1-dropdown-${useId().replace(/:/g, '')}`;
  const anchor = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);

  const setOpenState = (next: boolean) => {
    if (next && props.disabled) return;
    setOpen(next);
    props.onOpenChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!OPEN_KEYS.includes(event.key)) return;
    event.preventDefault();
    setOpenState(true);
  };
  const onPick = (option: O) => {
    if (props.mode === 'multiple') {
      props.onChange(toggleSelection(props.value, option.id));
      return;
    }
    props.onChange(option.id, option);
    setOpenState(false);
  };

  const byId = useMemo(() => new Map(props.options.map((o) => [String(o.id), o])), [props.options]);
  const labels = selectedIds.map((id) => byId.get(String(id))?.label ?? String(id));
  const trigger: DropdownTriggerProps = {
    ref: (el) => {
      anchor.current = el;
    },
    onClick: (event) => {
      anchor.current = event.currentTarget;
      setOpenState(!open);
    },
    // A custom trigger is a button: Enter and Space already click it, so only the arrows open here.
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') onKeyDown(event);
    },
    'aria-haspopup': 'listbox',
    'aria-expanded': open,
    'aria-controls': open ? listId : undefined,
  };

  return (
    <>
      {props.renderTrigger ? (
        props.renderTrigger(trigger)
      ) : (
        <TextField
          select
          label={props.label}
          size={props.size}
          fullWidth={props.fullWidth}
          sx={props.sx}
          disabled={props.disabled}
          helperText={props.helperText}
          error={props.error}
          required={props.required}
          value={multiple ? selectedIds.map(String) : selectedIds.length ? String(selectedIds[0]) : ''}
          slotProps={{
            inputLabel: { shrink: selectedIds.length > 0 || !!props.placeholder },
            select: {
              multiple,
              open: false,
              displayEmpty: true,
              renderValue: () =>
                selectedIds.length === 0 ? props.placeholder : multiple ? <SelectedChips labels={labels} /> : labels[0],
              // The closed field keeps MUI's look and labelling; opening and the popup are ours.
              SelectDisplayProps: {
                // The popup hangs under the whole outlined field, not just its text.
                onMouseDown: (event: MouseEvent<HTMLElement>) => {
                  if (event.button !== 0 || props.disabled) return;
                  event.preventDefault();
                  event.currentTarget.focus();
                  anchor.current = event.currentTarget.parentElement;
                  setOpenState(!open);
                },
                onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
                  anchor.current = event.currentTarget.parentElement;
                  onKeyDown(event);
                },
                'aria-expanded': open ? 'true' : 'false',
                'aria-controls': open ? listId : undefined,
              } as object,
            },
          }}
        >
          {/* Only the chosen values, so MUI knows them; the options live in the popup. */}
          {selectedIds.map((id) => (
            <MenuItem key={String(id)} value={String(id)} sx={{ display: 'none' }} />
          ))}
        </TextField>
      )}
      {open && anchor.current && (
        <DropdownPopup
          anchor={anchor.current}
          listId={listId}
          listLabel={props.listLabel ?? props.label}
          options={props.options}
          selectedIds={selectedIds}
          multiple={multiple}
          search={!!props.search}
          searchLabel={props.searchLabel}
          maxListHeight={props.maxListHeight ?? LIST_MAX_HEIGHT_PX}
          width={props.popupWidth}
          renderOption={props.renderOption}
          onPick={onPick}
          onClose={() => setOpenState(false)}
          summary={multiple && props.renderTrigger && labels.length > 0 ? <SelectedChips labels={labels} /> : undefined}
        />
      )}
    </>
  );
}

/** A multiple select's chips: all of them below 10, else the first and '(+n)'. */
function SelectedChips({ labels }: { labels: string[] }) {
  const { chips, more } = collapseChips(labels);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {chips.map((label, i) => (
        <Chip key={`${label}-${i}`} size="small" label={label} />
      ))}
      {more > 0 && <Chip size="small" variant="outlined" label={moreChipText(more)} />}
    </Box>
  );
}

/** Yes/No mode: no list; a click (or Space / Enter) turns the value over. */
function YesNoField(props: Extract<DropdownProps<DropdownOption>, { mode: 'yesNo' }>) {
  const translate = useTranslate();
  const flip = () => {
    if (!props.disabled) props.onChange(toggleYesNo(props.value));
  };
  const text = props.value === null ? '' : translate(props.value ? 'a1.grid.dropdown.yes' : 'a1.grid.dropdown.no');
  return (
    <TextField
      select
      label={props.label}
      size={props.size}
      fullWidth={props.fullWidth}
      sx={props.sx}
      disabled={props.disabled}
      helperText={props.helperText}
      error={props.error}
      required={props.required}
      value={props.value === null ? '' : String(props.value)}
      slotProps={{
        select: {
          open: false,
          displayEmpty: true,
          renderValue: () => text,
          IconComponent: () => null,
          SelectDisplayProps: {
            role: 'switch',
            'aria-checked': props.value === true,
            'aria-haspopup': undefined,
            'aria-expanded': undefined,
            onMouseDown: (event: MouseEvent<HTMLElement>) => {
              if (event.button === 0) {
                event.preventDefault();
                event.currentTarget.focus();
                flip();
              }
            },
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
              if (event.key === ' ' || event.key === 'Enter') {
                event.preventDefault();
                flip();
              }
            },
          } as object,
        },
      }}
    >
      {props.value !== null && <MenuItem value={String(props.value)} sx={{ display: 'none' }} />}
    </TextField>
  );
}
