/**
 * Grid Settings (shell §2, §5): Column Options with drag-and-drop ordering and a keyboard move
 * (Alt+Arrow Up/Down on a focused column, or its move buttons), a remove cross per column, the font size
 * override, page size, Add Column, Reset All Settings, Cancel / Save (disabled unless valid).
 */
import { useRef, useState } from 'react';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useTranslate } from 'react-admin';
import { GRID_FONT_SIZE, GRID_PAGE_SIZE } from '@a1/shared';
import { Dropdown } from './dropdown/Dropdown';
import {
  addColumn,
  addableColumns,
  canSaveSettings,
  defaultSettings,
  fontSizeError,
  moveItem,
  pageSizeError,
  removeColumn,
  type FieldError,
  type GridColumn,
  type GridSettings,
  type SavedColumn,
} from '@a1/shared/rules/grid/index';
import { ModalDialog } from '../forms/ModalDialog';
import { SaveShortcutButton } from '../forms/SaveShortcutDialog';

interface Props {
  columns: GridColumn<any>[];
  current: GridSettings;
  defaultPageSize: number;
  paging: boolean;
  globalFontSize?: number;
  onCancel: () => void;
  onSave: (settings: GridSettings) => void;
}

const toNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export function GridSettingsDialog({
  columns,
  current,
  defaultPageSize,
  paging,
  globalFontSize,
  onCancel,
  onSave,
}: Props) {
  const translate = useTranslate();
  const [list, setList] = useState<SavedColumn[]>(current.columns);
  const [override, setOverride] = useState(current.fontSize !== null);
  const [fontText, setFontText] = useState(String(current.fontSize ?? globalFontSize ?? GRID_FONT_SIZE.default));
  const [pageText, setPageText] = useState(String(current.pageSize));
  const [toAdd, setToAdd] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dragFrom = useRef<number | null>(null);
  const itemRefs = useRef(new Map<number, HTMLLIElement>());

  const shown = list.filter((c) => c.show);
  const addable = addableColumns(list);
  const fontError = fontSizeError(override, toNumber(fontText));
  const pageError = pageSizeError(paging, toNumber(pageText));
  const valid = canSaveSettings(override, toNumber(fontText), paging, toNumber(pageText));

  const errorText = (error: FieldError, range: string) =>
    error === null
      ? undefined
      : error === 'required'
        ? translate('a1.grid.settingsDialog.errors.required')
        : translate(range);

  /** Moves among the shown columns; hidden ones keep their place at the end of the saved list. */
  const move = (from: number, to: number, focus = false) => {
    if (to < 0 || to >= shown.length || from === to) return;
    const reordered = moveItem(shown, from, to);
    setList([...reordered, ...list.filter((c) => !c.show)]);
    const moved = shown[from];
    setAnnouncement(
      translate('a1.grid.settingsDialog.moved', { title: moved.title, position: to + 1, count: shown.length }),
    );
    // Keep focus on the moved column so repeated key presses keep moving it.
    if (focus) requestAnimationFrame(() => itemRefs.current.get(moved.originalIndex)?.focus());
  };

  const reset = () => {
    const defaults = defaultSettings(columns, defaultPageSize);
    setList(defaults.columns);
    setOverride(false);
    setFontText(String(globalFontSize ?? GRID_FONT_SIZE.default));
    setPageText(String(defaultPageSize));
  };

  const save = () =>
    onSave({
      columns: list,
      fontSize: override ? toNumber(fontText) : null,
      pageSize: paging ? (toNumber(pageText) ?? defaultPageSize) : current.pageSize,
    });

  return (
    <ModalDialog titleId="grid-settings-title" size="md" onClose={onCancel}>
      <DialogTitle id="grid-settings-title">{translate('a1.grid.settingsDialog.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle1" component="h3" id="grid-column-options">
              {translate('a1.grid.settingsDialog.columnOptions')}
            </Typography>
            <Typography variant="caption" color="text.secondary" id="grid-column-help">
              {translate('a1.grid.settingsDialog.columnHelp')}
            </Typography>
            <List dense aria-labelledby="grid-column-options" aria-describedby="grid-column-help">
              {shown.map((column, index) => (
                <ListItem
                  key={column.originalIndex}
                  ref={(el: HTMLLIElement | null) => {
                    if (el) itemRefs.current.set(column.originalIndex, el);
                    else itemRefs.current.delete(column.originalIndex);
                  }}
                  tabIndex={0}
                  draggable
                  aria-label={column.title}
                  data-column={column.title}
                  onDragStart={(e) => {
                    dragFrom.current = index;
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', column.title);
                  }}
                  onDragOver={(e) => {
                    e.preventDefault();
                    e.dataTransfer.dropEffect = 'move';
                  }}
                  onDrop={(e) => {
                    e.preventDefault();
                    if (dragFrom.current !== null) move(dragFrom.current, index);
                    dragFrom.current = null;
                  }}
                  onKeyDown={(e) => {
                    if (e.target !== e.currentTarget || !e.altKey) return;
                    if (e.key === 'ArrowUp') {
                      e.preventDefault();
                      move(index, index - 1, true);
                    }
                    if (e.key === 'ArrowDown') {
                      e.preventDefault();
                      move(index, index + 1, true);
                    }
                  }}
                  sx={{
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    mb: 0.5,
                    cursor: 'grab',
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                  }}
                  secondaryAction={
                    <Stack direction="row">
                      <IconButton
                        size="small"
                        aria-label={translate('a1.grid.settingsDialog.moveUp', { title: column.title })}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        <KeyboardArrowUpIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={translate('a1.grid.settingsDialog.moveDown', { title: column.title })}
                        disabled={index === shown.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        <KeyboardArrowDownIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={translate('a1.grid.settingsDialog.remove', { title: column.title })}
                        onClick={() => setList(removeColumn(list, column.originalIndex))}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  }
                >
                  <DragIndicatorIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} />
                  {column.title}
                </ListItem>
              ))}
            </List>
            <Box
              role="status"
              aria-live="polite"
              sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
            >
              {announcement}
            </Box>
          </Box>
          <Stack spacing={2} sx={{ flex: 1 }}>
            <FormControlLabel
              control={<Switch checked={override} onChange={(e) => setOverride(e.target.checked)} />}
              label={translate('a1.grid.settingsDialog.override')}
            />
            <TextField
              type="number"
              size="small"
              label={translate('a1.grid.settingsDialog.fontSize')}
              value={fontText}
              onChange={(e) => setFontText(e.target.value)}
              disabled={!override}
              error={fontError !== null}
              helperText={errorText(fontError, 'a1.grid.settingsDialog.errors.fontRange')}
              slotProps={{ htmlInput: { min: GRID_FONT_SIZE.min, max: GRID_FONT_SIZE.max, step: GRID_FONT_SIZE.step } }}
            />
            <TextField
              type="number"
              size="small"
              label={translate('a1.grid.settingsDialog.pageSize')}
              value={pageText}
              onChange={(e) => setPageText(e.target.value)}
              disabled={!paging}
              error={pageError !== null}
              helperText={errorText(pageError, 'a1.grid.settingsDialog.errors.pageRange')}
              slotProps={{ htmlInput: { min: GRID_PAGE_SIZE.min, max: GRID_PAGE_SIZE.max, step: GRID_PAGE_SIZE.step } }}
            />
            <Stack direction="row" spacing={1}>
              <Dropdown
                size="small"
                sx={{ flex: 1 }}
                label={translate('a1.grid.settingsDialog.addColumn')}
                disabled={addable.length === 0}
                placeholder={addable.length === 0 ? translate('a1.grid.settingsDialog.notAvailable') : undefined}
                options={addable.map((c) => ({ id: c.originalIndex, label: c.title, value: c.originalIndex }))}
                value={toAdd}
                onChange={(id) => setToAdd(id)}
              />
              <Button
                variant="outlined"
                disabled={addable.length === 0 || toAdd === null}
                onClick={() => {
                  if (toAdd !== null) setList(addColumn(list, toAdd));
                  setToAdd(null);
                }}
              >
                {translate('a1.grid.settingsDialog.add')}
              </Button>
            </Stack>
            <Button color="warning" variant="outlined" onClick={reset}>
              {translate('a1.grid.settingsDialog.reset')}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('a1.grid.settingsDialog.cancel')}</Button>
        <SaveShortcutButton disabled={!valid} onClick={save}>
          {translate('a1.grid.settingsDialog.save')}
        </SaveShortcutButton>
      </DialogActions>
    </ModalDialog>
  );
}
