/**
 * Routes of the guarded layout whose screens are not built yet (shell §2 Routes): every section root, and the
 * named sub-routes of this area. A screen built later replaces its line here.
 */
import { Route } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { GUARDED_SECTIONS } from '@a1/shared';
import { SHELL_LINKS } from '@a1/shared/constants/shell';
import { lazyNamed } from '../shell/lazy';

const PlaceholderPage = lazyNamed(() => import('./PlaceholderPage'), 'PlaceholderPage');
const SectionPage = lazyNamed(() => import('./SectionPage'), 'SectionPage');

type PageKey = 'routings' | 'quoteRequest' | 'serviceBundle' | 'newService';

function NotBuilt({ page }: { page: PageKey }) {
  const translate = useTranslate();
  return <PlaceholderPage title={translate(`a1.pages.${page}`)} />;
}

const NAMED: Array<[path: string, page: PageKey]> = [
  ['/prr/routings', 'routings'],
  [SHELL_LINKS.quoteRequest, 'quoteRequest'],
  ['/supplier/asendia-service-bundle', 'serviceBundle'],
  // One service of the bundle, and a new service of it (each guarded by that service's permission).
  ['/supplier/asendia-service-bundle/:service', 'serviceBundle'],
  ['/supplier/new-service', 'newService'],
  ['/supplier/new-service/:service', 'newService'],
];

/** Route elements for the guarded layout (home has its own page). */
export const placeholderRoutes = [
  ...GUARDED_SECTIONS.filter((section) => section !== 'home').map((section) => (
    <Route key={section} path={`/${section}`} element={<SectionPage section={section} />} />
  )),
  ...NAMED.map(([path, page]) => <Route key={path} path={path} element={<NotBuilt page={page} />} />),
];
