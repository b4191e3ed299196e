/**
 * The header's filter-panel toggle (shell §2) shows only while a screen with filters is mounted, and hides or shows
 * its panel. Open or closed is shared UI state in react-admin's store; which screens have a panel is the layout's
 * state (FilterPanelScope), which such a screen joins while mounted by calling useFilterPanel().
 */
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';

/** Open by default, but on a handheld (xs): there the panel would take most of the screen beside the grid. */
function useOpenByDefault(): boolean {
  return !useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}

const OPEN_KEY = 'a1.filterPanel.open';
const Screens = createContext(0);
const Join = createContext<() => () => void>(() => () => undefined);

export function FilterPanelScope({ children }: { children: ReactNode }) {
  const [screens, setScreens] = useState(0);
  const join = useCallback(() => {
    setScreens((n) => n + 1);
    return () => setScreens((n) => n - 1);
  }, []);
  return (
    <Join.Provider value={join}>
      <Screens.Provider value={screens}>{children}</Screens.Provider>
    </Join.Provider>
  );
}

/** For the header: whether the toggle shows, and the toggle. */
export function useFilterPanelToggle(): { shown: boolean; toggle: () => void } {
  const shown = useContext(Screens) > 0;
  const [, setOpen] = useStore(OPEN_KEY, useOpenByDefault());
  const toggle = useCallback(() => setOpen((open: boolean) => !open), [setOpen]);
  return { shown, toggle };
}

/** For a screen with filters: joins the scope while mounted and returns whether the panel is open. */
export function useFilterPanel(): boolean {
  const join = useContext(Join);
  useEffect(join, [join]);
  return useStore(OPEN_KEY, useOpenByDefault())[0];
}
