/**
 * The field cells the project-tracking modals share (spec 2 §2 Modals): a grid of fields, a text box, a date, a
 * dropdown (with an optional empty 'None' choice) and a switch, each in a grid cell `md` columns wide on a medium
 * screen (12: the whole row) and the whole row on a small one.
 */
import type { ReactNode } from 'react';
import { FormControlLabel, Grid, MenuItem, Switch, TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The modal's grid of field cells. */
export function FieldGrid({ padded, children }: { padded?: boolean; children: ReactNode }) {
  return (
    <Grid container spacing={2} sx={padded ? { pt: 1 } : undefined}>
      {children}
    </Grid>
  );
}

/** A grid cell `md` columns wide on a medium screen; 12 (the default) is the whole row. */
export function FieldCell({ md = 12, children }: { md?: number; children: ReactNode }) {
  return <Grid size={md === 12 ? 12 : { xs: 12, md }}>{children}</Grid>;
}

interface FieldProps {
  md?: number;
  label: string;
  value: string | number;
  /** The new value as the input gives it (a string); none: the field is only shown. */
  onChange?: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
}

type TextExtras = Pick<TextFieldProps, 'type' | 'multiline' | 'minRows' | 'error' | 'helperText' | 'slotProps'>;

/** A text box (or a number, a multi-line text) in its cell. */
export function TextCell({ md, label, value, onChange, required, disabled, ...rest }: FieldProps & TextExtras) {
  return (
    <FieldCell md={md}>
      <TextField
        label={label}
        value={value}
        onChange={onChange && ((e) => onChange(e.target.value))}
        required={required}
        fullWidth
        disabled={disabled}
        {...rest}
      />
    </FieldCell>
  );
}

/** A date input (YYYY-MM-DD) in its cell, its label kept above. */
export function DateCell(props: FieldProps) {
  return <TextCell {...props} type="date" slotProps={{ inputLabel: { shrink: true } }} />;
}

export interface Choice {
  value: string | number;
  label: string;
}

/** A dropdown in its cell; `none` puts an empty choice first (named 'None' for screen readers). */
export function SelectCell({ options, none, ...field }: FieldProps & { options: readonly Choice[]; none?: boolean }) {
  const translate = useTranslate();
  const { md, label, value, onChange, required, disabled } = field;
  return (
    <FieldCell md={md}>
      <TextField
        select
        label={label}
        value={value}
        onChange={onChange && ((e) => onChange(e.target.value))}
        required={required}
        fullWidth
        disabled={disabled}
      >
        {none && (
          <MenuItem value="" aria-label={translate('a1.projects.common.none')}>
            &nbsp;
          </MenuItem>
        )}
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    </FieldCell>
  );
}

/** Plain strings (a constant list) as the dropdown's choices. */
/** Choices of stored values, each labelled by `label` (a status's translation, useDbName), or as stored. */
export const choicesOf = (values: readonly string[], label: (value: string) => string = (v) => v): Choice[] =>
  values.map((v) => ({ value: v, label: label(v) }));

/** A labelled switch in its cell. */
export function SwitchCell({
  md,
  label,
  checked,
  disabled,
  onChange,
}: {
  md?: number;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FieldCell md={md}>
      <FormControlLabel
        control={<Switch checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />}
        label={label}
      />
    </FieldCell>
  );
}
