/** The frame every screen lives in: react-admin's layout with the A1 dialogs mounted once. */
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { ErrorDialog } from './dialogs/ErrorDialog';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout>
      {children}
      <ErrorDialog />
    </RaLayout>
  );
}
