/** The A1 Back Office app: react-admin with the A1 providers, the login screen and the custom routes. */
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route, Navigate } from 'react-router-dom';
import { SHELL_LINKS } from '@a1/shared/constants/shell';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { queryClient } from './providers/queryClient';
import { i18nProvider } from './providers/i18nProvider';
import { LoginPage } from './shell/login/LoginPage';
import { Toast } from './shell/Toast';
import { placeholderRoutes } from './pages/placeholderRoutes';
import { RouteGuard } from './shell/guards/RouteGuard';
import { adoptPathAsHashRoute } from './shell/login/hashRoute';
import { theme } from './theme';
import { lazyNamed } from './shell/lazy';
import tickets from './resources/tickets';
import initiatives from './resources/initiatives';
import features from './resources/features';
import issues from './resources/issues';
import timesheets from './resources/timesheets';
import jobs from './resources/jobs';
import roles from './resources/roles';
import users from './resources/users';
import translations from './resources/translations';

adoptPathAsHashRoute();

// Each area loads on demand (its own chunk): the sign-in page loads none of them.
const Layout = lazyNamed(() => import('./shell/Layout'), 'Layout');
const HomePage = lazyNamed(() => import('./pages/HomePage'), 'HomePage');
const JobDashboardPage = lazyNamed(() => import('./resources/jobdashboard/JobDashboardPage'), 'JobDashboardPage');
const NotFoundPage = lazyNamed(() => import('./shell/guards/StatusPage'), 'NotFoundPage');
const UnauthorizedPage = lazyNamed(() => import('./shell/guards/StatusPage'), 'UnauthorizedPage');
const LoginCallbackPage = lazyNamed(() => import('./shell/login/LoginCallbackPage'), 'LoginCallbackPage');
const PopupCallbackPage = lazyNamed(() => import('./shell/login/LoginCallbackPage'), 'PopupCallbackPage');

export function App() {
  return (
    <Admin
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={Layout}
      notification={Toast}
      dashboard={() => <Navigate to="/home" replace />}
      requireAuth
      catchAll={NotFoundPage}
      accessDenied={UnauthorizedPage}
      disableTelemetry
      title="A1 Back Office"
      theme={theme}
    >
      <Resource name="tickets" {...tickets} />
      <Resource name="initiatives" {...initiatives} />
      <Resource name="features" {...features} />
      <Resource name="issues" {...issues} />
      <Resource name="timesheets" {...timesheets} />
      <Resource name="jobs" {...jobs} />
      <Resource name="roles" {...roles} />
      <Resource name="users" {...users} />
      <Resource name="translations" {...translations} />
      <CustomRoutes noLayout>
        <Route path="/login/callback" element={<LoginCallbackPage />} />
        <Route path="/login/popup-callback" element={<PopupCallbackPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/unauthorized-page" element={<UnauthorizedPage />} />
        {/* Pages inside RouteGuard get the permission check of shell §6 and the session timers. */}
        <Route element={<RouteGuard />}>
          <Route path="/home" element={<HomePage />} />
          <Route path={SHELL_LINKS.jobDashboard} element={<JobDashboardPage />} />
          {placeholderRoutes}
        </Route>
      </CustomRoutes>
    </Admin>
  );
}
