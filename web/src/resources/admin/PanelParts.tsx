/**
 * Pieces the administration pages' side panels share (security overrides, translations): a panel heading, and a
 * small text box with its Add button, disabled while the text is blank.
 */
import type { ReactNode } from 'react';
import { Button, Stack, TextField, Typography, type SxProps } from '@mui/material';

export function PanelHeading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h2" variant="h6">
      {children}
    </Typography>
  );
}

export function AddByName({
  label,
  value,
  onChange,
  addLabel,
  onAdd,
  sx,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  addLabel: string;
  onAdd: () => void;
  sx?: SxProps;
}) {
  return (
    <Stack direction="row" spacing={1} sx={sx}>
      <TextField size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} />
      <Button variant="contained" disabled={!value.trim()} onClick={onAdd}>
        {addLabel}
      </Button>
    </Stack>
  );
}
