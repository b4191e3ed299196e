/**
 * Choices among ids on a form field, as MUI Selects: one id (or none, when the field offers a "none" choice), or
 * several. Each option is a plain option whose text is its whole name (react-admin's SelectInput names its empty
 * choice "Clear value" whatever it shows, which axe-core refuses).
 */
import { FormControl, InputLabel, ListItemIcon, ListItemText, MenuItem, Select } from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { useInput } from 'react-admin';

interface Props {
  source: string;
  label: string;
  choices: ReadonlyArray<{ id: number; name: string }>;
}

/** One id; `none` names the empty choice (null in the record), without it a choice is needed. */
export function SingleSelectInput({ source, label, choices, none }: Props & { none?: string }) {
  const { field, id } = useInput<number | null>({ source });
  const labelId = `${id}-label`;
  return (
    <FormControl fullWidth size="small">
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        name={field.name}
        inputRef={field.ref}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(String(e.target.value) === '' ? null : Number(e.target.value))}
      >
        {none !== undefined && <MenuItem value="">{none}</MenuItem>}
        {choices.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/**
 * Several ids: the open list marks each chosen option with a picture of a check box. The option itself is the
 * control (aria-selected), so nothing interactive is nested in it; the closed field reads as the chosen names.
 */
export function MultiSelectInput({ source, label, choices }: Props) {
  const { field, id } = useInput<number[]>({ source });
  const chosen: number[] = field.value ?? [];
  const labelId = `${id}-label`;
  return (
    <FormControl fullWidth size="small">
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        multiple
        name={field.name}
        inputRef={field.ref}
        value={chosen}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange((e.target.value as number[]).map(Number))}
        renderValue={(ids) =>
          choices
            .filter((c) => ids.includes(c.id))
            .map((c) => c.name)
            .join(', ')
        }
      >
        {choices.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            <ListItemIcon>
              {chosen.includes(c.id) ? (
                <CheckBoxIcon fontSize="small" color="primary" />
              ) : (
                <CheckBoxOutlineBlankIcon fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText primary={c.name} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
