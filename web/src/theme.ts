/**
 * react-admin's default light theme, with WCAG AA text contrast (4.5:1):
 * - a darker primary blue (MUI blue 800): the default #1976d2 reads at 4.0:1 as a focused field label on the filled
 *   inputs' grey; #1565c0 keeps at least 4.6:1 on every grey the inputs use and 5.7:1 under the header's white text;
 * - a darker warning orange: MUI's #ed6c02 as the text of an outlined or text button reads at 3.2:1 on white;
 *   #b45309 reads at 5.0:1;
 * - a darker error red (MUI red 800): the label of a required field left empty, #d32f2f, reads at 4.4:1 on the filled
 *   inputs' grey; #c62828 at 4.9:1;
 * - contrastThreshold 4.5 (MUI's default is 3): text on a coloured background (a chip, a contained button) is white
 *   only where white reaches 4.5:1, else dark.
 * Button labels stay on one line (issue 29 point 4: "CREATE ROLE" wrapped onto two).
 * A user who asks the system for reduced motion (WCAG 2.3.3) gets none: dialogs, menus and lists appear at once (every
 * duration 0), buttons without the ripple. The browser tests ask for it too (tests/playwright.config.ts).
 */
import { defaultTheme } from 'react-admin';

const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
const noMotion = reducedMotion
  ? {
      transitions: {
        create: () => 'none',
        duration: {
          shortest: 0,
          shorter: 0,
          short: 0,
          standard: 0,
          complex: 0,
          enteringScreen: 0,
          leavingScreen: 0,
        },
      },
    }
  : {};

export const theme = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    contrastThreshold: 4.5,
    primary: { main: '#1565c0' },
    warning: { main: '#b45309' },
    error: { main: '#c62828' },
  },
  components: {
    ...defaultTheme.components,
    MuiButton: {
      ...defaultTheme.components?.MuiButton,
      styleOverrides: { ...defaultTheme.components?.MuiButton?.styleOverrides, root: { whiteSpace: 'nowrap' } },
    },
    ...(reducedMotion && {
      MuiButtonBase: {
        ...defaultTheme.components?.MuiButtonBase,
        defaultProps: { ...defaultTheme.components?.MuiButtonBase?.defaultProps, disableRipple: true },
      },
    }),
  },
  ...noMotion,
};
