/**
 * Routes of the guarded layout whose screens are not built yet (shell §2 Routes): every section root, and the
 * named screens the spec lists without showing them (placeholderPaths.ts). A screen built later replaces its line there.
 */
import { Route } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { GUARDED_SECTIONS } from '@a1/shared';
import { lazyNamed } from '../shell/lazy';
import { PLACEHOLDER_PATHS, type PlaceholderKey } from './placeholderPaths';

const PlaceholderPage = lazyNamed(() => import('./PlaceholderPage'), 'PlaceholderPage');
const SectionPage = lazyNamed(() => import('./SectionPage'), 'SectionPage');

function NotBuilt({ page }: { page: PlaceholderKey }) {
  const translate = useTranslate();
  return <PlaceholderPage title={translate(`a1.pages.${page}`)} />;
}

/** Route elements for the guarded layout (home has its own page). */
export const placeholderRoutes = [
  ...GUARDED_SECTIONS.filter((section) => section !== 'home').map((section) => (
    <Route key={section} path={`/${section}`} element={<SectionPage section={section} />} />
  )),
  ...PLACEHOLDER_PATHS.map(([path, page]) => <Route key={path} path={path} element={<NotBuilt page={page} />} />),
];
