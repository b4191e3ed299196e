/**
 * The side menu (shell §2 Sidebar): environment stamp when set, a collapse toggle kept in the session,
 * Home, and the selected main module's entries from Security/SideMenu (default Operations). Sub-items link
 * to their route; dialog-type items (e.g. Add Project → /kanban/project/add-new) open the route that shows
 * the dialog. A failed load shows its stored message here.
 */
import { memo, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import HomeIcon from '@mui/icons-material/Home';
import { useTranslate } from 'react-admin';
import { SESSION_KEYS, type MenuEntry } from '@a1/shared';
import { menuForModule, menuHref, moduleOfPage } from '@a1/shared/rules/shell';
import { getSession } from '../../session/session';
import { useShell } from '../ShellContext';
import { ModuleIcon } from './ModuleIcon';
import { useDbName } from '../../providers/i18nProvider';

const WIDTH = 240;
const COLLAPSED_WIDTH = 56;

interface EntryProps {
  entry: MenuEntry;
  depth: number;
  collapsed: boolean;
}

/** Whether the entry is the current page; the row itself renders again only when that changes (issue 12 speed). */
function Entry(props: EntryProps) {
  const location = useLocation();
  const active = location.pathname === menuHref(props.entry.routeLink).split('?')[0];
  return <EntryRow {...props} active={active} />;
}

const EntryRow = memo(function EntryRow({ entry, depth, collapsed, active }: EntryProps & { active: boolean }) {
  const href = menuHref(entry.routeLink);
  const name = useDbName()(entry.moduleName);
  return (
    <>
      <ListItem disablePadding>
        <Tooltip title={collapsed ? name : ''} placement="right">
          <ListItemButton
            component={NavLink}
            to={href}
            selected={active}
            sx={{ pl: collapsed ? 2 : 2 + depth * 2 }}
            aria-haspopup={entry.isDialog ? 'dialog' : undefined}
            aria-label={collapsed ? name : undefined}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <ModuleIcon name={entry.moduleIcon} />
            </ListItemIcon>
            {!collapsed && <ListItemText primary={name} />}
          </ListItemButton>
        </Tooltip>
      </ListItem>
      {entry.subMenu?.map((child) => (
        <Entry key={`${child.routeLink}-${child.moduleName}`} entry={child} depth={depth + 1} collapsed={collapsed} />
      ))}
    </>
  );
});

/**
 * A page reached by a direct link or a header button selects the module whose menu lists it (issue 29 point 4), once
 * per navigation: choosing another module from the module menu, which does not navigate, is not undone. Its own
 * component, so a navigation does not re-render the whole menu.
 */
function FollowPage() {
  const { pathname } = useLocation();
  const { module, setModule, sideMenu } = useShell();
  const followed = useRef<string | null>(null);
  useEffect(() => {
    if (!sideMenu.length || followed.current === pathname) return;
    followed.current = pathname;
    const next = moduleOfPage(sideMenu, module, pathname);
    if (next) setModule(next);
  }, [pathname, sideMenu, module, setModule]);
  return null;
}

/** Memoised: a navigation re-renders the entries (their current-page mark), not the whole menu. */
export const SideMenu = memo(function SideMenu() {
  const translate = useTranslate();
  const { module, sideMenu, sideMenuError, sideMenuLoading } = useShell();
  // As the user left it in this session; at first open, but collapsed on a handheld (xs: issue 26 point 7).
  const [collapsed, setCollapsed] = useState(() => {
    const stored = sessionStorage.getItem(SESSION_KEYS.sidebarCollapsed);
    return stored === null ? window.matchMedia('(max-width: 599.95px)').matches : stored === 'true';
  });
  const environment = getSession()?.environment;
  const entries = menuForModule(sideMenu, module);

  const toggle = () => {
    const next = !collapsed;
    sessionStorage.setItem(SESSION_KEYS.sidebarCollapsed, String(next));
    setCollapsed(next);
  };

  return (
    <Box
      component="nav"
      aria-label={translate('a1.shell.sidebar.label')}
      data-collapsed={collapsed}
      sx={{
        width: collapsed ? COLLAPSED_WIDTH : WIDTH,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        overflowY: 'auto',
        overflowX: 'hidden',
        transition: 'width 150ms',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'space-between',
          p: 1,
          gap: 1,
        }}
      >
        {environment && !collapsed && (
          <Chip
            color="warning"
            size="small"
            label={environment}
            data-testid="a1-environment"
            aria-label={translate('a1.shell.sidebar.environment', { name: environment })}
          />
        )}
        <IconButton
          size="small"
          onClick={toggle}
          aria-label={translate(collapsed ? 'a1.shell.sidebar.expand' : 'a1.shell.sidebar.collapse')}
          aria-expanded={!collapsed}
        >
          {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </IconButton>
      </Box>
      <FollowPage />
      <Divider />
      <List dense>
        <ListItem disablePadding>
          <ListItemButton
            component={NavLink}
            to="/home"
            aria-label={collapsed ? translate('a1.shell.sidebar.home') : undefined}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <HomeIcon fontSize="small" />
            </ListItemIcon>
            {!collapsed && <ListItemText primary={translate('a1.shell.sidebar.home')} />}
          </ListItemButton>
        </ListItem>
        {entries.map((entry) => (
          <Entry key={`${entry.routeLink}-${entry.moduleName}`} entry={entry} depth={0} collapsed={collapsed} />
        ))}
      </List>
      {sideMenuLoading && (
        <Box sx={{ p: 2, textAlign: 'center' }}>
          <CircularProgress size={20} aria-label={translate('a1.shell.loading')} />
        </Box>
      )}
      {!sideMenuLoading && sideMenuError && !collapsed && (
        <Alert severity="error" sx={{ m: 1 }} data-testid="a1-sidemenu-error">
          {sideMenuError}
        </Alert>
      )}
      {!sideMenuLoading && !sideMenuError && entries.length === 0 && !collapsed && (
        <Box sx={{ p: 2, color: 'text.secondary', fontSize: '0.875rem' }}>{translate('a1.shell.sidebar.empty')}</Box>
      )}
    </Box>
  );
});
