/**
 * Home (/home): the landing page after sign-in shows the user's work (issue 29 point 7), each part by permission:
 * the unread tickets (internal users, the header's feed), the jobs on hold (those who may open Jobs On Hold), and
 * the pages of the module in use. Our design: the spec shows Home only as the landing address.
 */
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { A1, canAccess } from '@a1/shared';
import { JOB_HOLD_STATUSES } from '@a1/shared/constants/jobs';
import { SHELL_LINKS } from '@a1/shared/constants/shell';
import { flattenMenu, menuForModule, menuHref } from '@a1/shared/rules/shell';
import { getPermissions, getSession } from '../session/session';
import { useShell } from '../shell/ShellContext';
import { emit, useEventVersion } from '../shell/events';
import { useUnreadTickets } from '../shell/notifications/useUnreadTickets';
import { useUnreadChanges } from '../shell/notifications/unreadChanges';
import { useLocaleFormat } from '../shell/useLocaleFormat';
import { useDbName } from '../providers/i18nProvider';
import { useA1 } from '../providers/useA1';

/** How many unread tickets Home lists; the notifications list has them all. */
const UNREAD_SHOWN = 5;

function HomeCard({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography id={id} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function UnreadTicketsCard() {
  const translate = useTranslate();
  const { tickets, loaded } = useUnreadTickets();
  const changes = useUnreadChanges();
  const { dateTime } = useLocaleFormat();
  return (
    <HomeCard id="a1-home-unread" title={translate('a1.home.unread.title')}>
      {!loaded ? (
        <Skeleton variant="rounded" height={72} role="progressbar" aria-label={translate('a1.home.loading')} />
      ) : tickets.length === 0 ? (
        <Typography color="text.secondary">{translate('a1.home.unread.empty')}</Typography>
      ) : (
        <>
          <List dense disablePadding aria-label={translate('a1.home.unread.title')}>
            {tickets.slice(0, UNREAD_SHOWN).map((ticket) => (
              <ListItem key={ticket.ticketId} disablePadding>
                <ListItemButton component={RouterLink} to={SHELL_LINKS.ticket(ticket.ticketId)}>
                  <ListItemText
                    primary={`${ticket.ticketId} · ${ticket.title}`}
                    secondary={`${changes(ticket.unread)} · ${dateTime(ticket.updatedOn)}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <CardActions sx={{ px: 0 }}>
            <Button onClick={() => emit('shellDialog', 'unreadTickets')}>
              {translate('a1.home.unread.all', { count: tickets.length })}
            </Button>
          </CardActions>
        </>
      )}
    </HomeCard>
  );
}

function JobsOnHoldCard() {
  const translate = useTranslate();
  const a1 = useA1();
  // The counts only (Job/StatusCounts): Home does not read every job to count the holds.
  const { data, isPending, error } = useQuery({
    queryKey: ['a1', 'jobStatusCounts'],
    queryFn: () => a1.call(A1.jobStatusCounts, undefined, { quiet: true }),
  });
  const onHold = useMemo(
    () => (data ?? []).filter((s) => JOB_HOLD_STATUSES.includes(s.name)).reduce((n, s) => n + s.count, 0),
    [data],
  );
  return (
    <HomeCard id="a1-home-holds" title={translate('a1.home.holds.title')}>
      {isPending ? (
        <Skeleton variant="text" width={160} role="progressbar" aria-label={translate('a1.home.loading')} />
      ) : error ? (
        <Typography color="error">{translate('a1.home.holds.failed')}</Typography>
      ) : (
        <Typography>{translate('a1.home.holds.count', { smart_count: onHold, count: onHold })}</Typography>
      )}
      <Link component={RouterLink} to={SHELL_LINKS.jobsOnHold} sx={{ display: 'inline-block', mt: 1 }}>
        {translate('a1.home.holds.open')}
      </Link>
    </HomeCard>
  );
}

function PagesCard() {
  const translate = useTranslate();
  const dbName = useDbName();
  const { module, sideMenu, sideMenuLoading } = useShell();
  const pages = flattenMenu(menuForModule(sideMenu, module)).filter((entry) => !entry.isDialog && entry.routeLink);
  return (
    <HomeCard id="a1-home-pages" title={translate('a1.home.pages.title', { module: dbName(module) })}>
      {sideMenuLoading ? (
        <Skeleton variant="rounded" height={72} role="progressbar" aria-label={translate('a1.home.loading')} />
      ) : pages.length === 0 ? (
        <Typography color="text.secondary">{translate('a1.home.pages.empty')}</Typography>
      ) : (
        <List dense disablePadding aria-label={translate('a1.home.pages.title', { module: dbName(module) })}>
          {pages.map((entry) => (
            <ListItem key={`${entry.routeLink}-${entry.moduleName}`} disablePadding>
              <ListItemButton component={RouterLink} to={menuHref(entry.routeLink)}>
                <ListItemText primary={dbName(entry.moduleName)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </HomeCard>
  );
}

export function HomePage() {
  const translate = useTranslate();
  // The parts follow the permission list, loaded with the side menu after sign-in.
  useEventVersion('permissionsChanged');
  const session = getSession();
  const internal = !!session?.isInternal;
  const holds = internal && canAccess(getPermissions(), { resource: SHELL_LINKS.jobsOnHold });
  return (
    <Box sx={{ p: 3 }}>
      <Title title={translate('a1.home.title')} />
      <Typography component="h1" variant="h4" gutterBottom>
        {translate('a1.home.welcome', { name: session?.userFullName ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('a1.home.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
        <PagesCard />
        {internal && <UnreadTicketsCard />}
        {holds && <JobsOnHoldCard />}
      </Box>
    </Box>
  );
}
