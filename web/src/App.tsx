/** The A1 Back Office app: react-admin with the A1 providers, the login screen and the custom routes. */
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route, Navigate } from 'react-router-dom';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { queryClient } from './providers/queryClient';
import { i18nProvider } from './providers/i18nProvider';
import { LoginPage } from './shell/login/LoginPage';
import { Layout } from './shell/Layout';
import { HomePage } from './pages/HomePage';
import { placeholderRoutes } from './pages/placeholderRoutes';
import { JobDashboardPage, JOB_DASHBOARD_PATH } from './resources/jobdashboard';
import { RouteGuard } from './shell/guards/RouteGuard';
import { NotFoundPage, UnauthorizedPage } from './shell/guards/StatusPage';
import { LoginCallbackPage, PopupCallbackPage } from './shell/login/LoginCallbackPage';
import { adoptPathAsHashRoute } from './shell/login/hashRoute';
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

export function App() {
  return (
    <Admin
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={Layout}
      dashboard={() => <Navigate to="/home" replace />}
      requireAuth
      catchAll={NotFoundPage}
      accessDenied={UnauthorizedPage}
      disableTelemetry
      title="A1 Back Office"
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
          <Route path={JOB_DASHBOARD_PATH} element={<JobDashboardPage />} />
          {placeholderRoutes}
        </Route>
      </CustomRoutes>
    </Admin>
  );
}
