/**
 * Screens and dialogs load on demand: `lazyNamed(() => import('./Screen'), 'Screen')` is a component of the same
 * props that fetches its module (its own chunk) on first render and shows the shell's spinner meanwhile.
 */
import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Backdrop, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SpinnerSize } from '@a1/shared/constants/shell';
import { Spinner } from './dialogs/Spinner';

function Opening({ size }: { size: SpinnerSize }) {
  const translate = useTranslate();
  return <Spinner size={size} label={translate('a1.shell.opening')} />;
}

/** Where a page loads: the spinner at the top of the content area, sm as a section root's (shell §9). */
export const PageLoading = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
    <Opening size="sm" />
  </Box>
);

/** Where a dialog loads: the spinner over the page, as the dialog's backdrop would be, md as a dialog's loading. */
export const DialogLoading = () => (
  <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
    <Opening size="md" />
  </Backdrop>
);

// Any props: the result keeps the export's own type.
type AnyComponent = ComponentType<any>;

export function lazyNamed<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
  fallback: ReactNode = <PageLoading />,
): M[K] {
  const Lazy = lazy(() => load().then((module) => ({ default: module[name] })));
  function Loaded(props: ComponentProps<M[K]>) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Loaded as M[K];
}
