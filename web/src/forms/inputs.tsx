/**
 * The shared text box and dropdown (shell §3, §5; web/src/grid) as react-admin inputs: bound to the form of
 * react-admin's <Form> by useInput, validated by validators over the shared rules, the message rendered by
 * react-admin's ValidationError. And the submit button of a form in a dialog.
 */
import { useRef, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { useInput, ValidationError, type Validator } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { DropdownOption } from '@a1/shared/rules/grid/index';
import { Dropdown, TextBox, type DropdownProps, type TextBoxProps } from '../grid';
import { length } from './validators';
import { useSaveShortcut } from './SaveShortcutDialog';

interface Bound {
  source: string;
  validate?: Validator | Validator[];
}

const listOf = (validate: Bound['validate']): Validator[] =>
  Array.isArray(validate) ? validate : validate ? [validate] : [];

/** useInput, with the field's message ready to show (undefined while the field is valid). */
function useBoundInput({ source, validate }: Bound) {
  const { field, fieldState, formState, isRequired } = useInput({ source, validate });
  const message: ReactNode = fieldState.error?.message ? (
    <ValidationError error={fieldState.error.message} />
  ) : undefined;
  return { field, formState, required: isRequired, message };
}

/** The text box (its length messages once dirty or touched, shell §5) on a form field. */
export function TextBoxInput({
  source,
  validate,
  minLength,
  maxLength,
  ...rest
}: Omit<TextBoxProps, 'value' | 'onChange' | 'error' | 'required' | 'markTouched'> & Bound) {
  const { field, formState, required, message } = useBoundInput({
    source,
    validate: [...listOf(validate), length({ minLength, maxLength })],
  });
  return (
    <TextBox
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      required={required}
      minLength={minLength}
      maxLength={maxLength}
      markTouched={formState.isSubmitted}
      error={message}
    />
  );
}

type SingleProps<O extends DropdownOption> = Omit<
  Extract<DropdownProps<O>, { mode?: 'single' }>,
  'mode' | 'value' | 'onChange' | 'error' | 'helperText' | 'required'
>;

/** A single-select dropdown on a form field (the chosen option's id). */
export function DropdownInput<O extends DropdownOption>({ source, validate, ...rest }: SingleProps<O> & Bound) {
  const { field, required, message } = useBoundInput({ source, validate });
  return (
    <Dropdown<O>
      {...rest}
      value={field.value ?? null}
      onChange={(id) => field.onChange(id)}
      required={required}
      error={!!message}
      helperText={message}
    />
  );
}

type YesNoProps = Omit<
  Extract<DropdownProps<DropdownOption>, { mode: 'yesNo' }>,
  'mode' | 'value' | 'onChange' | 'error' | 'helperText' | 'required'
>;

/** A Yes/No dropdown on a boolean form field. */
export function YesNoInput({ source, validate, ...rest }: YesNoProps & Bound) {
  const { field, required, message } = useBoundInput({ source, validate });
  return (
    <Dropdown
      {...rest}
      mode="yesNo"
      value={field.value ?? null}
      onChange={(value) => field.onChange(value)}
      required={required}
      error={!!message}
      helperText={message}
    />
  );
}

/**
 * The submit button of a dialog's form: disabled while the form submits or `busy`, and while it is invalid
 * when `disableInvalid` (shell §5: Update and Save wait for valid fields). The save shortcut of its
 * SaveShortcutDialog (issue 29 point 5) presses it.
 */
export function SubmitButton({
  label,
  busy,
  disableInvalid,
}: {
  label: string;
  busy?: boolean;
  disableInvalid?: boolean;
}) {
  const { isValid, isSubmitting } = useFormState();
  const button = useRef<HTMLButtonElement>(null);
  const disabled = (disableInvalid && !isValid) || isSubmitting || busy;
  // In a SaveShortcutDialog, Ctrl+S or Ctrl+Enter presses it while it is enabled.
  const shortcut = useSaveShortcut(disabled ? null : () => button.current?.click());
  return (
    <Button ref={button} type="submit" variant="contained" disabled={disabled} {...shortcut}>
      {label}
    </Button>
  );
}
