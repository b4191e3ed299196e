/**
 * react-admin's default light theme, with WCAG AA text contrast (4.5:1):
 * - a darker primary blue (MUI blue 800): the default #1976d2 reads at 4.0:1 as a focused field label on the filled
 *   inputs' grey; #1565c0 keeps at least 4.6:1 on every grey the inputs use and 5.7:1 under the header's white text;
 * - contrastThreshold 4.5 (MUI's default is 3): text on a coloured background (a warning chip, a contained button) is
 *   white only where white reaches 4.5:1, else dark (white on the warning orange is 3.2:1).
 */
import { defaultTheme } from 'react-admin';

export const theme = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, contrastThreshold: 4.5, primary: { main: '#1565c0' } },
};
