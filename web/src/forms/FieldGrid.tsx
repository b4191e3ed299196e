/**
 * The layout of a dialog's form (spec 2 §2 Modals): a grid of field cells, each `md` columns wide on a medium
 * screen (12: the whole row) and the whole row on a small one.
 */
import type { ReactNode } from 'react';
import { Grid } from '@mui/material';

/** The form's grid of field cells. */
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
