/**
 * The header bar (shell §2 Header): module grid, logo, page title, subsidiary (location), the icon buttons
 * with their visibility rules, the locale popover and the user menu.
 */
import { memo, useState } from 'react';
import { useLocation, useNavigate, Link as RouterLink } from 'react-router-dom';
import {
  AppBar,
  Badge,
  Box,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import RefreshIcon from '@mui/icons-material/Refresh';
import PrintIcon from '@mui/icons-material/Print';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InventoryIcon from '@mui/icons-material/Inventory2';
import NotificationsIcon from '@mui/icons-material/Notifications';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useRefresh, useTranslate } from 'react-admin';
import { REFRESH_ROUTES, SHELL_LINKS } from '@a1/shared/constants/shell';
import { badgeText, pageTitle, subsidiaryLabel } from '@a1/shared/rules/shell';
import { projectGridEnding } from '@a1/shared/rules/projecttracking/grid-mode';
import { PROJECT_REGISTER_ROUTES } from '@a1/shared/constants/projecttracking';
import { canAccess, JOB_DASHBOARD_ROUTES, normalizeRoute } from '@a1/shared';
import { getPermissions, getSession } from '../../session/session';
import { useShell } from '../ShellContext';
import { ModuleIcon } from '../sidebar/ModuleIcon';
import { emit, useEventVersion } from '../events';
import { useFilterPanelToggle } from '../filterPanel';
import { useUnreadTickets, useUnreadTicketsFeed } from '../notifications/useUnreadTickets';
import { LocalePopover } from './LocalePopover';
import { useSessionVersion } from '../sessionEvents';
import { UserMenu } from './UserMenu';
import { useDbName } from '../../providers/i18nProvider';

/** The spec calls the ticket module 'Tickets'; our module is named 'Ticketing'. Both count. */
const isTicketsModule = (name: string | undefined) => name === 'Ticketing' || name === 'Tickets';

/** Screens whose title carries the location: those of the Operations module, where work is per site. */
const OPERATIONS_PREFIXES = ['operation', 'operations', 'insight', 'aimban'];

function HeaderIcon({
  label,
  onClick,
  to,
  children,
}: {
  label: string;
  onClick?: () => void;
  to?: string;
  children: React.ReactNode;
}) {
  const button = to ? (
    <IconButton color="inherit" aria-label={label} component={RouterLink} to={to}>
      {children}
    </IconButton>
  ) : (
    <IconButton color="inherit" aria-label={label} onClick={onClick}>
      {children}
    </IconButton>
  );
  return <Tooltip title={label}>{button}</Tooltip>;
}

/** The logo: home. Its own component, so that the router's navigate (which changes with every navigation) re-renders
 * only this button, not the whole header. */
function HomeLogo() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box
      component="button"
      onClick={() => navigate(SHELL_LINKS.home)}
      aria-label={translate('a1.shell.header.logo')}
      sx={{
        all: 'unset',
        cursor: 'pointer',
        fontWeight: 700,
        fontSize: '1.1rem',
        px: 1,
        '&:focus-visible': { outline: '2px solid white' },
      }}
    >
      A1
    </Box>
  );
}

/**
 * The page title from the address (with the site for Operations screens): the header part a navigation changes.
 * The project grid's addresses are named as its heading names them (spec 2 §2 page names, 'CRFs' or 'My Projects'
 * rather than the address's 'Crfs Read Only' or 'My Grid View'; issue 29 point 8).
 */
function PageTitle() {
  const translate = useTranslate();
  const dbName = useDbName();
  const location = useLocation();
  const { sideMenu } = useShell();
  const session = getSession();
  const route = normalizeRoute(location.pathname);
  const rawTitle = pageTitle(location.pathname, sideMenu);
  const gridMode = projectGridEnding(location.pathname);
  // The issue and timesheet registers (ours) are named as their headings name them.
  const register = (Object.keys(PROJECT_REGISTER_ROUTES) as (keyof typeof PROJECT_REGISTER_ROUTES)[]).find(
    (r) => PROJECT_REGISTER_ROUTES[r] === route,
  );
  const title = gridMode
    ? translate(`a1.projects.pages.${gridMode}`)
    : register
      ? translate(`a1.projects.registers.${register}.title`)
      : rawTitle === 'Home'
        ? translate('a1.shell.titles.home')
        : dbName(rawTitle);
  const withLocation =
    OPERATIONS_PREFIXES.some((p) => route === p || route.startsWith(`${p}/`)) && session?.locationName;
  return (
    <Typography
      component="div"
      variant="h6"
      data-testid="a1-page-title"
      sx={{
        flex: { xs: '1 1 calc(100% - 100px)', sm: 1 },
        textAlign: 'center',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {title}
      {withLocation ? ` – ${session?.locationName}` : ''}
    </Typography>
  );
}

/** Refresh, on the screens that have it (by address). */
function RefreshButton() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const route = normalizeRoute(useLocation().pathname);
  if (!REFRESH_ROUTES.some((r) => route === r)) return null;
  return (
    <HeaderIcon
      label={translate('a1.shell.header.refresh')}
      // react-admin's refresh reads every query again: the screen's lists and whatever it shows beside them.
      onClick={refresh}
    >
      <RefreshIcon />
    </HeaderIcon>
  );
}

/**
 * Memoised, and the parts that follow the address are components of their own: opening a ticket (ticket/{id})
 * re-renders the title, not every button of the header (issue 12 speed).
 */
export const Header = memo(function Header() {
  const translate = useTranslate();
  const dbName = useDbName();
  const { module, setModule, mainMenu } = useShell();
  const [moduleAnchor, setModuleAnchor] = useState<HTMLElement | null>(null);
  useSessionVersion();
  // The link buttons follow the same permission list as the side menu and the route guard (issue 29 point 1: a
  // button the user may not use is not shown); checked again when the list is stored or cleared.
  useEventVersion('permissionsChanged');
  const session = getSession();
  const internal = !!session?.isInternal;
  const permissions = getPermissions();
  const mayOpen = (path: string) => canAccess(permissions, { resource: path });
  useUnreadTicketsFeed(internal);
  const { tickets } = useUnreadTickets();
  const filterPanel = useFilterPanelToggle();
  const badge = badgeText(tickets.length);

  return (
    <AppBar position="static" component="header" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      {/* On a handheld (xs, 360 px) the buttons wrap under the title instead of running off the screen (issue 26
          point 7); from sm on, one row as before. */}
      <Toolbar
        variant="dense"
        sx={{ gap: { xs: 0, sm: 1 }, flexWrap: { xs: 'wrap', sm: 'nowrap' }, px: { xs: 0.5, sm: 3 } }}
      >
        <Tooltip title={translate('a1.shell.header.modules')}>
          <IconButton
            color="inherit"
            aria-label={translate('a1.shell.header.modules')}
            aria-haspopup="menu"
            onClick={(e) => setModuleAnchor(e.currentTarget)}
          >
            <AppsIcon />
          </IconButton>
        </Tooltip>
        <Menu
          anchorEl={moduleAnchor}
          open={!!moduleAnchor}
          onClose={() => setModuleAnchor(null)}
          slotProps={{ list: { 'aria-label': translate('a1.shell.header.moduleMenu') } }}
        >
          {mainMenu.map((m) => (
            <MenuItem
              key={m.moduleId}
              selected={m.moduleName === module}
              onClick={() => {
                setModule(m.moduleName);
                setModuleAnchor(null);
              }}
            >
              <ListItemIcon>
                <ModuleIcon name={m.moduleIcon} />
              </ListItemIcon>
              <ListItemText>{dbName(m.moduleName)}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
        <HomeLogo />
        <PageTitle />
        <Typography variant="body2" data-testid="a1-subsidiary" sx={{ mr: 1, display: { xs: 'none', md: 'block' } }}>
          {session ? subsidiaryLabel(session.subsidiaryName, session.locationName) : ''}
        </Typography>
        {isTicketsModule(session?.defaultModule) && (
          <HeaderIcon
            label={translate('a1.shell.header.ticketSearch')}
            onClick={() => emit('shellDialog', 'ticketSearch')}
          >
            <ConfirmationNumberIcon />
          </HeaderIcon>
        )}
        {internal && mayOpen(SHELL_LINKS.jobsOnHold) && (
          <HeaderIcon label={translate('a1.shell.header.jobsOnHold')} to={SHELL_LINKS.jobsOnHold}>
            <PauseCircleIcon />
          </HeaderIcon>
        )}
        <RefreshButton />
        {module === 'Operations' && (
          <HeaderIcon
            label={translate('a1.shell.header.workstation')}
            onClick={() => emit('shellDialog', 'workstation')}
          >
            <PrintIcon />
          </HeaderIcon>
        )}
        {/* Shell §2 "Job Dashboard / job search modal": the modal searches a job and offers the dashboard. */}
        {internal && JOB_DASHBOARD_ROUTES.some((route) => mayOpen(`/${route}`)) && (
          <HeaderIcon label={translate('a1.shell.header.jobSearch')} onClick={() => emit('shellDialog', 'jobSearch')}>
            <DashboardIcon />
          </HeaderIcon>
        )}
        {internal && mayOpen(SHELL_LINKS.packageSearch) && (
          <HeaderIcon label={translate('a1.shell.header.packageSearch')} to={SHELL_LINKS.packageSearch}>
            <InventoryIcon />
          </HeaderIcon>
        )}
        {internal && (
          <Tooltip title={translate('a1.shell.header.notifications')}>
            <IconButton
              color="inherit"
              // The name says what the badge shows ("9+" from ten), so it contains the visible text (WCAG 2.5.3).
              aria-label={translate('a1.shell.header.notificationsCount', { count: badge || tickets.length })}
              onClick={() => emit('shellDialog', 'unreadTickets')}
            >
              <Badge badgeContent={badge} color="error" invisible={!badge} data-testid="a1-unread-badge">
                <NotificationsIcon />
              </Badge>
            </IconButton>
          </Tooltip>
        )}
        {filterPanel.shown && (
          <HeaderIcon label={translate('a1.shell.header.filterPanel')} onClick={filterPanel.toggle}>
            <FilterListIcon />
          </HeaderIcon>
        )}
        <LocalePopover />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
});
