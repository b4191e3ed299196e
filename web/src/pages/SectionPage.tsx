/**
 * The root of a guarded section (/kanban, /customer, shell §2 Routes): no screen of its own, so it lists the
 * user's permitted pages of that section, or says there is none yet.
 */
import { Link as RouterLink } from 'react-router-dom';
import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GuardedSection } from '@a1/shared';
import { menuHref, sectionPages } from '@a1/shared/rules/shell';
import { useShell } from '../shell/ShellContext';
import { Spinner } from '../shell/dialogs/Spinner';
import { PlaceholderPage } from './PlaceholderPage';

export function SectionPage({ section }: { section: GuardedSection }) {
  const translate = useTranslate();
  const { sideMenu, sideMenuLoading } = useShell();
  const pages = sectionPages(sideMenu, section);
  const content = sideMenuLoading ? (
    <Spinner size="sm" />
  ) : pages.length === 0 ? (
    <Typography color="text.secondary">{translate('a1.pages.sectionEmpty')}</Typography>
  ) : (
    <List aria-label={translate('a1.pages.sectionPages')}>
      {pages.map((page) => (
        <ListItem key={page.routeLink} disablePadding>
          <ListItemButton component={RouterLink} to={menuHref(page.routeLink)}>
            <ListItemText primary={page.moduleName} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
  return <PlaceholderPage title={translate(`a1.pages.sections.${section}`)}>{content}</PlaceholderPage>;
}
