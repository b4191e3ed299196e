/** Home (/home): the landing page after sign-in. */
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { getSession } from '../session/session';

export function HomePage() {
  const translate = useTranslate();
  const session = getSession();
  return (
    <Box sx={{ p: 3 }}>
      <Title title={translate('a1.home.title')} />
      <Typography component="h1" variant="h4" gutterBottom>
        {translate('a1.home.welcome', { name: session?.userFullName ?? '' })}
      </Typography>
      <Typography>{translate('a1.home.intro')}</Typography>
    </Box>
  );
}
