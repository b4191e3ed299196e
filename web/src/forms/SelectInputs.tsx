/**
 * Choices among ids on a form field, as MUI Selects: one id (or none, when the field offers a "none" choice), or
 * several. Each option is a plain option whose text is its whole name (react-admin's SelectInput names its empty
 * choice "Clear value" whatever it shows, which axe-core refuses).
 */
import { FormControl, InputLabel, ListItemIcon, ListItemText, MenuItem, Select } from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { useInput, type Validator } from 'react-admin';

interface Props {
  source: string;
  label: string;
  choices: ReadonlyArray<{ id: number; name: string }>;
}

type Id = number | string;

/**
 * One id (a number or a text, as the choices' ids are); `none` names the empty choice (null in the record). With
 * `validate`, a required choice shows its label's asterisk and keeps the form invalid until made.
 */
export function SingleSelectInput({
  source,
  label,
  choices,
  none,
  validate,
  disabled,
  onChange,
  blankNone,
}: {
  source: string;
  label: string;
  choices: ReadonlyArray<{ id: Id; name: string }>;
  none?: string;
  /** The empty choice shows blank (the project-tracking modals, spec 2 §2), named `none` for screen readers. */
  blankNone?: boolean;
  validate?: Validator | Validator[];
  disabled?: boolean;
  /** After the user chose (e.g. to clear a field whose choices depend on this one). */
  onChange?: (id: Id | null) => void;
}) {
  const { field, id, isRequired } = useInput<Id | null>({ source, validate });
  const labelId = `${id}-label`;
  return (
    <FormControl fullWidth size="small" required={isRequired} disabled={disabled}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        name={field.name}
        inputRef={field.ref}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(e) => {
          const chosen = String(e.target.value);
          const id = choices.find((c) => String(c.id) === chosen)?.id ?? null;
          field.onChange(id);
          onChange?.(id);
        }}
      >
        {none !== undefined &&
          (blankNone ? (
            <MenuItem value="" aria-label={none}>
              &nbsp;
            </MenuItem>
          ) : (
            <MenuItem value="">{none}</MenuItem>
          ))}
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
