/** A page of the guarded layout whose screen is not built yet (shell §2 Routes): its title and an empty state. */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ p: 3 }} aria-labelledby="a1-page-heading">
      <Title title={title} />
      <Typography id="a1-page-heading" component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      {children ?? <Typography color="text.secondary">{translate('a1.pages.notAvailable')}</Typography>}
    </Box>
  );
}
