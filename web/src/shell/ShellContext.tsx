/**
 * Shell state shared by the header and the side menu: the selected main module, the main menu (loaded
 * 0.5 s after the header starts) and the side menu (loaded again on each module change), shell §4 Timers.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { A1, DEFAULT_MAIN_MODULE, MENU_LOAD_DELAY_MS, type MainModule, type MenuEntry } from '@a1/shared';
import { SHELL_MESSAGES } from '@a1/shared/constants/shell';
import { menuRoutes } from '@a1/shared/rules/sign-in';
import { HttpError } from 'react-admin';
import { useA1 } from '../providers/useA1';
import { getSession, setPermissions, updateSession } from '../session/session';
import { SESSION_KEYS } from '@a1/shared';

interface ShellState {
  module: string;
  setModule(module: string): void;
  mainMenu: MainModule[];
  sideMenu: MenuEntry[];
  sideMenuError: string | null;
  sideMenuLoading: boolean;
}

const ShellContext = createContext<ShellState | null>(null);

/** Layout service errors (shell §8): a client-side failure or a server code other than 200. */
function layoutError(status: number, message: string): string {
  return status === 0 ? SHELL_MESSAGES.layoutClientError(message) : SHELL_MESSAGES.layoutServerError(status, message);
}

export function ShellProvider({ children }: { children: ReactNode }) {
  const [module, setModuleState] = useState(() => getSession()?.module || DEFAULT_MAIN_MODULE);
  const [mainMenu, setMainMenu] = useState<MainModule[]>([]);
  const [sideMenu, setSideMenu] = useState<MenuEntry[]>([]);
  const [sideMenuError, setSideMenuError] = useState<string | null>(() =>
    sessionStorage.getItem(SESSION_KEYS.sideMenuError),
  );
  const [sideMenuLoading, setSideMenuLoading] = useState(true);
  const a1 = useA1();

  useEffect(() => {
    const timer = setTimeout(() => {
      a1.call(A1.mainMenu, {}, { quiet: true }).then(setMainMenu, () => undefined);
    }, MENU_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [a1]);

  useEffect(() => {
    let live = true;
    setSideMenuLoading(true);
    a1.call(A1.sideMenu, {}, { quiet: true }).then(
      (menu) => {
        if (!live) return;
        setSideMenuLoading(false);
        setSideMenu(menu);
        setSideMenuError(null);
        setPermissions(menuRoutes(menu));
      },
      (error: unknown) => {
        if (!live || !(error instanceof HttpError)) return;
        // Shell §4: a failed load stores the error message and clears the permissions.
        const message = layoutError(error.status, error.message || 'Unknown error');
        setSideMenuLoading(false);
        setSideMenu([]);
        setSideMenuError(message);
        setPermissions(null, message);
      },
    );
    return () => {
      live = false;
    };
  }, [a1, module]);

  const setModule = useCallback((next: string) => {
    updateSession({ module: next });
    setModuleState(next);
  }, []);

  const value = useMemo(
    () => ({ module, setModule, mainMenu, sideMenu, sideMenuError, sideMenuLoading }),
    [module, setModule, mainMenu, sideMenu, sideMenuError, sideMenuLoading],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell must be used inside the shell layout');
  return state;
}
