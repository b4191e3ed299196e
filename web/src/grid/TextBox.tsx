/**
 * The reusable text box (shell §5 Text box): a MUI text field that shows 'The minimum length is N.' or
 * 'The maximum length is N.' once it is dirty (changed) or touched (left) and the form shows its errors.
 * A caller's own message (required, a server answer) takes precedence under the same condition.
 */
import { useState, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { lengthProblem, showsFieldError, type LengthLimits } from '@a1/shared/rules/grid/index';

export type TextBoxProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onChange: (value: string) => void;
  minLength?: number;
  maxLength?: number;
  /** Whether the form shows errors now (default true; a form may wait for its first submit). */
  showErrors?: boolean;
  /** Counts the field as touched, as a form does for every field when it is submitted. */
  markTouched?: boolean;
  /** Another message for the same field (a form's validation message, say), shown under the same condition. */
  error?: ReactNode;
};

/** The translated length message of a value, or undefined; for forms that also check before submit. */
export function useLengthMessage(): (value: string, limits: LengthLimits) => string | undefined {
  const translate = useTranslate();
  return (value, limits) => {
    const problem = lengthProblem(value, limits);
    return problem && translate(`a1.grid.textBox.${problem.kind}`, { n: problem.n });
  };
}

export function TextBox({
  value,
  onChange,
  minLength,
  maxLength,
  showErrors = true,
  markTouched = false,
  error,
  helperText,
  onBlur,
  slotProps,
  ...rest
}: TextBoxProps) {
  const [dirty, setDirty] = useState(false);
  const [touched, setTouched] = useState(false);
  const lengthMessage = useLengthMessage();
  const message = error ?? lengthMessage(value, { minLength, maxLength });
  const shown =
    message && showsFieldError({ dirty, touched: touched || markTouched, showErrors }) ? message : undefined;
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(event) => {
        setDirty(true);
        onChange(event.target.value);
      }}
      onBlur={(event) => {
        setTouched(true);
        onBlur?.(event);
      }}
      error={!!shown}
      helperText={shown ?? helperText}
      // No maxLength attribute on the input: the browser would silently cut the text instead of saying why.
      slotProps={slotProps}
    />
  );
}
