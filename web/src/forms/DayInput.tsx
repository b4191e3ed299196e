/** A day on a form field (the browser's date input, YYYY-MM-DD), its label kept above the input. */
import { TextInput, type Validator } from 'react-admin';

export function DayInput({
  source,
  label,
  validate,
  disabled,
}: {
  source: string;
  label: string;
  validate?: Validator | Validator[];
  disabled?: boolean;
}) {
  return (
    <TextInput
      source={source}
      type="date"
      label={label}
      validate={validate}
      disabled={disabled}
      helperText={false}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
