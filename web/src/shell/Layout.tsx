/**
 * The frame every screen lives in (shell §2 Layout): header bar, side menu, content, a slot for the new-version
 * notice (built by the sign-in timers), the shell's dialogs and the generic ones. The toast (Toast.tsx) is
 * react-admin's notification, which <Admin> renders on every page.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { A1Provider } from '../providers/useA1';
import { ShellProvider } from './ShellContext';
import { Header } from './header/Header';
import { SideMenu } from './sidebar/SideMenu';
import { ErrorDialog } from './dialogs/ErrorDialog';
import { ShellDialogs } from './dialogs/ShellDialogs';
import { GenericDialogs } from './dialogs/GenericDialogs';
import { FilterPanelScope } from './filterPanel';
import { ShortcutScope } from './shortcuts/screenShortcuts';
import { useDateFieldsOneTabStop } from '../forms/dateTabStop';

/** Where the new-version notice renders (the sign-in engineer's timers portal into #a1-new-version). */
export function NewVersionSlot() {
  const translate = useTranslate();
  return <Box id="a1-new-version" role="region" aria-label={translate('a1.shell.newVersion.slot')} />;
}

export function Layout({ children }: { children: ReactNode }) {
  useDateFieldsOneTabStop();
  return (
    <A1Provider>
      <ShellProvider>
        <ShortcutScope>
          <FilterPanelScope>
            <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
              <Header />
              <NewVersionSlot />
              <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
                <SideMenu />
                <Box component="main" sx={{ flex: 1, minWidth: 0, overflow: 'auto' }}>
                  {children}
                </Box>
              </Box>
            </Box>
          </FilterPanelScope>
          <ErrorDialog />
          <ShellDialogs />
          <GenericDialogs />
        </ShortcutScope>
      </ShellProvider>
    </A1Provider>
  );
}
