/**
 * The open part of a dropdown: optional search box, 'All' / 'Selected' tabs for a multiple select, and
 * the listbox (up to 10 options of 40 px, then it scrolls). Arrow keys, Home / End move the active option,
 * Enter picks it, Escape or a click outside closes (the parent then forgets the search and the tab).
 */
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Box, Popover, Tab, Tabs, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  moveActive,
  searchOptions,
  tabOptions,
  type DropdownOption,
  type DropdownTab,
} from '@a1/shared/rules/grid/index';
import { DropdownOptions } from './DropdownOptions';

export interface PopupProps<O extends DropdownOption> {
  anchor: HTMLElement;
  listId: string;
  listLabel: string;
  options: readonly O[];
  selectedIds: readonly O['id'][];
  multiple: boolean;
  search: boolean;
  searchLabel?: string;
  maxListHeight: number;
  width?: number;
  renderOption?: (option: O) => ReactNode;
  /** Shown above the list: the chosen values when the trigger cannot show them (a filter chip). */
  summary?: ReactNode;
  onPick: (option: O) => void;
  onClose: () => void;
}

/** The position of the option an event happened on, or -1. */
const optionIndex = (event: MouseEvent): number => {
  const option = (event.target as HTMLElement).closest('[role="option"]');
  return option ? Number(option.getAttribute('data-index')) : -1;
};

export function DropdownPopup<O extends DropdownOption>(props: PopupProps<O>) {
  const { anchor, listId, options, selectedIds, multiple, onPick } = props;
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [tab, setTab] = useState<DropdownTab>('all');
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const shown = useMemo(
    () => searchOptions(tabOptions(options, selectedIds, multiple ? tab : 'all'), text),
    [options, selectedIds, multiple, tab, text],
  );
  // A single select opens on its current option, so Enter right away keeps it.
  const [active, setActive] = useState(() => (multiple ? -1 : shown.findIndex((o) => selected.has(o.id))));
  const optionId = (index: number) => `${listId}-option-${index}`;
  // Without a search box the listbox itself takes the focus, so the keys work at once. A callback ref,
  // because the popover's portal mounts its content after this component's own effects have run.
  const focusList = useCallback(
    (list: HTMLUListElement | null) => {
      if (list && !props.search) list.focus();
    },
    [props.search],
  );

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on listId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, listId]);

  const onKeyDown = (event: KeyboardEvent) => {
    const inSearch = (event.target as HTMLElement).tagName === 'INPUT';
    const isTab = (event.target as HTMLElement).getAttribute('role') === 'tab';
    if (
      event.key === 'ArrowDown' ||
      event.key === 'ArrowUp' ||
      (!inSearch && (event.key === 'Home' || event.key === 'End'))
    ) {
      event.preventDefault();
      setActive((a) => moveActive(a, event.key, shown.length));
    } else if (event.key === 'Enter' && !isTab && active >= 0 && active < shown.length) {
      event.preventDefault();
      onPick(shown[active]);
    }
  };

  const activeId = active >= 0 && active < shown.length ? optionId(active) : undefined;
  const listKey = `${tab}|${text}`;

  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={props.onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { width: props.width ?? Math.max(200, anchor.clientWidth) }, onKeyDown } as object }}
    >
      {props.summary && (
        <Box sx={{ px: 1, pt: 1 }} aria-label={translate('a1.grid.dropdown.selected')} role="group">
          {props.summary}
        </Box>
      )}
      {props.search && (
        <TextField
          size="small"
          fullWidth
          autoFocus
          placeholder={props.searchLabel ?? translate('a1.grid.dropdown.search')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(-1);
          }}
          sx={{ p: 1 }}
          slotProps={{
            htmlInput: {
              // A combobox over the listbox (ARIA's editable combobox with list autocomplete): the arrow keys move the
              // active option there, and assistive technology knows the list is its popup.
              role: 'combobox',
              'aria-expanded': true,
              'aria-autocomplete': 'list',
              'aria-label': props.searchLabel ?? translate('a1.grid.dropdown.search'),
              'aria-controls': listId,
              'aria-activedescendant': activeId,
              autoComplete: 'off',
            },
          }}
        />
      )}
      {multiple && (
        <Tabs
          value={tab}
          onChange={(_, next: DropdownTab) => {
            setTab(next);
            setActive(-1);
          }}
          variant="fullWidth"
          sx={{ minHeight: 36, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="all" label={translate('a1.grid.dropdown.all')} sx={{ minHeight: 36, py: 0 }} />
          <Tab
            value="selected"
            label={`${translate('a1.grid.dropdown.selected')} (${selectedIds.length})`}
            sx={{ minHeight: 36, py: 0 }}
          />
        </Tabs>
      )}
      <Box
        component="ul"
        id={listId}
        role="listbox"
        aria-label={props.listLabel}
        aria-multiselectable={multiple || undefined}
        aria-activedescendant={props.search ? undefined : activeId}
        tabIndex={props.search ? -1 : 0}
        ref={focusList}
        sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: props.maxListHeight, overflowY: 'auto', outline: 'none' }}
        // One handler for every option: they stay cheap to render by the thousand.
        onClick={(event: MouseEvent) => {
          const index = optionIndex(event);
          if (index >= 0) onPick(shown[index]);
        }}
        onMouseMove={(event: MouseEvent) => {
          const index = optionIndex(event);
          if (index >= 0 && index !== active) setActive(index);
        }}
      >
        <DropdownOptions
          key={listKey}
          options={shown}
          selected={selected}
          multiple={multiple}
          active={active}
          optionId={optionId}
          renderOption={props.renderOption}
        />
      </Box>
    </Popover>
  );
}
