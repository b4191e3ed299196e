/**
 * A page of the guarded layout with no screen of its own: its title and, unless the caller gives its own content
 * (a section root's list), the one honest placeholder (issue 29 point 1): the spec does not show this screen, and
 * here are the pages the user may open instead (their side menu's pages, without the other placeholders).
 */
import type { ReactNode } from 'react';
import { Link as RouterLink, matchPath } from 'react-router-dom';
import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { normalizeRoute } from '@a1/shared';
import { flattenMenu, menuHref } from '@a1/shared/rules/shell';
import { useShell } from '../shell/ShellContext';
import { Spinner } from '../shell/dialogs/Spinner';
import { useDbName } from '../providers/i18nProvider';
import { PLACEHOLDER_PATHS } from './placeholderPaths';

const isPlaceholder = (route: string) => PLACEHOLDER_PATHS.some(([path]) => matchPath(path, `/${route}`) !== null);

/** The user's pages to offer instead: each side-menu page once, not a dialog, not another placeholder. */
function PermittedPages() {
  const translate = useTranslate();
  const dbName = useDbName();
  const { sideMenu, sideMenuLoading } = useShell();
  if (sideMenuLoading) return <Spinner size="sm" />;
  const seen = new Set<string>();
  const pages = flattenMenu(sideMenu).filter((entry) => {
    const route = normalizeRoute(entry.routeLink);
    if (entry.isDialog || seen.has(route) || isPlaceholder(route)) return false;
    seen.add(route);
    return true;
  });
  if (pages.length === 0) return null;
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        {translate('a1.pages.permittedPages')}
      </Typography>
      <List dense aria-label={translate('a1.pages.permittedPages')}>
        {pages.map((page) => (
          <ListItem key={page.routeLink} disablePadding>
            <ListItemButton component={RouterLink} to={menuHref(page.routeLink)}>
              <ListItemText primary={dbName(page.moduleName)} secondary={dbName(page.parentModule)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}

export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ p: 3 }} aria-labelledby="a1-page-heading">
      <Title title={title} />
      <Typography id="a1-page-heading" component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      {children ?? (
        <>
          <Typography color="text.secondary">{translate('a1.pages.notAvailable')}</Typography>
          <PermittedPages />
        </>
      )}
    </Box>
  );
}
