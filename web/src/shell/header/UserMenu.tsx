/**
 * The user menu (shell §2 User menu), in the spec's order: Submit CRF (internal), Submit Pricing Ticket
 * (internal and not global), Change Password, Excel Exports, Quote Request (sales users), User Settings
 * (internal), Sign Out. Submit Pricing Ticket also needs the Pricing Tickets screen in the user's permission list
 * (issue 29 point 1: a finance admin, internal and in the USA but without ticketing, would reach the Unauthorized
 * page, and the server refuses its ticket anyway). Submit CRF opens for every internal user (its page is outside the
 * route guard), as the spec says.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Avatar, Divider, IconButton, ListItemText, ListSubheader, Menu, MenuItem, Tooltip } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { SHELL_LINKS } from '@a1/shared/constants/shell';
import { isGlobalSubsidiary, isSalesUser } from '@a1/shared/rules/shell';
import { canAccess } from '@a1/shared';
import { PRICING_TICKETS_ROUTE } from '@a1/shared/constants/shell';
import { getPermissions, getSession } from '../../session/session';
import { useShell } from '../ShellContext';
import { emit, useEventVersion, type ShellDialog } from '../events';
import { USER_MENU_FALLBACK_ROUTES, userMenuHandler, type UserMenuAction } from './userMenuActions';

export function UserMenu() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const { sideMenu } = useShell();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const session = getSession();
  const name = session?.userFullName ?? '';
  const initials = name
    .split(' ')
    .map((p) => p[0])
    .join('')
    .slice(0, 2);
  const internal = !!session?.isInternal;
  const global = isGlobalSubsidiary(session?.subsidiaryName);
  const sales = isSalesUser(sideMenu);
  // Checked again when the permission list is stored or cleared, as the header's link buttons are.
  useEventVersion('permissionsChanged');
  const pricing = canAccess(getPermissions(), { resource: PRICING_TICKETS_ROUTE });

  const close = () => setAnchor(null);
  const dialog = (which: ShellDialog) => () => {
    close();
    emit('shellDialog', which);
  };
  const action = (which: UserMenuAction) => () => {
    close();
    const handler = userMenuHandler(which);
    if (handler) handler();
    else navigate(USER_MENU_FALLBACK_ROUTES[which]);
  };

  const items = [
    internal && (
      <MenuItem key="crf" onClick={action('submitCrf')}>
        {translate('a1.shell.userMenu.submitCrf')}
      </MenuItem>
    ),
    internal && !global && pricing && (
      <MenuItem key="pricing" onClick={action('submitPricingTicket')}>
        {translate('a1.shell.userMenu.submitPricingTicket')}
      </MenuItem>
    ),
    <MenuItem key="password" onClick={dialog('changePassword')}>
      {translate('a1.shell.userMenu.changePassword')}
    </MenuItem>,
    <MenuItem key="exports" onClick={dialog('excelExports')}>
      {translate('a1.shell.userMenu.excelExports')}
    </MenuItem>,
    sales && (
      <MenuItem
        key="quote"
        onClick={() => {
          close();
          navigate(SHELL_LINKS.quoteRequest);
        }}
      >
        {translate('a1.shell.userMenu.quoteRequest')}
      </MenuItem>
    ),
    internal && (
      <MenuItem key="settings" onClick={dialog('userSettings')}>
        {translate('a1.shell.userMenu.userSettings')}
      </MenuItem>
    ),
    <Divider key="divider" />,
    <MenuItem
      key="signout"
      onClick={() => {
        close();
        void logout();
      }}
    >
      {translate('a1.shell.signOut')}
    </MenuItem>,
  ].filter(Boolean);

  return (
    <>
      <Tooltip title={name}>
        <IconButton
          color="inherit"
          aria-label={translate('a1.shell.header.userMenu', { name, initials })}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Avatar sx={{ width: 30, height: 30, fontSize: '0.9rem', bgcolor: 'grey.700', color: 'common.white' }}>
            {initials}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {/* Not a menu item: no role in the menu, and skipped when the menu focuses its first item. */}
        <ListSubheader role="none" sx={{ position: 'static', lineHeight: 'normal', px: 2, py: 1 }}>
          <ListItemText sx={{ m: 0 }} primary={name} secondary={session?.userName} />
        </ListSubheader>
        <Divider />
        {items}
      </Menu>
    </>
  );
}
