/** The A1 Back Office app: react-admin with the A1 providers, the login screen and the custom routes. */
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route, Navigate } from 'react-router-dom';
import { SHELL_LINKS } from '@a1/shared/constants/shell';
import { PROBLEM_ROUTES } from '@a1/shared/constants/problems';
import { BILLING_QUEUE_ROUTE, INVOICE_INFORMATION_ROUTE } from '@a1/shared/constants/jobs';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { queryClient } from './providers/queryClient';
import { i18nProvider } from './providers/i18nProvider';
import { LoginScreen } from './shell/login/LoginPage';
import { Toast } from './shell/Toast';
import { placeholderRoutes } from './pages/placeholderRoutes';
import { RouteGuard } from './shell/guards/RouteGuard';
import { adoptPathAsHashRoute } from './shell/login/hashRoute';
import { theme } from './theme';
import { lazyNamed } from './shell/lazy';
import tickets from './resources/tickets';
import { pricingTicketRoutes } from './resources/tickets/routes';
import initiatives from './resources/initiatives';
import features from './resources/features';
import issues from './resources/issues';
import timesheets from './resources/timesheets';
import jobs from './resources/jobs';
import roles from './resources/roles';
import users from './resources/users';
import translations from './resources/translations';
import packages, { packageNotes } from './resources/packages';
import { receivingAttachments, receivingJobs, receivingManifests } from './resources/receiving';
import { RECEIVING_PATH } from './resources/receiving/paths';
import { registration, resourceRoute } from './resources/resourceRoute';

adoptPathAsHashRoute();

// Each area loads on demand (its own chunk): the sign-in page loads none of them.
const Layout = lazyNamed(() => import('./shell/Layout'), 'Layout');
const HomePage = lazyNamed(() => import('./pages/HomePage'), 'HomePage');
const JobDashboard = lazyNamed(() => import('./resources/jobdashboard/JobDashboard'), 'JobDashboard');
const JobDetailsPage = lazyNamed(() => import('./resources/jobdashboard/JobDetailsPage'), 'JobDetailsPage');
const VolumeSummaryPage = lazyNamed(() => import('./resources/jobdashboard/VolumeSummaryPage'), 'VolumeSummaryPage');
const BinsPage = lazyNamed(() => import('./resources/bins/BinsPage'), 'BinsPage');
const NotFoundPage = lazyNamed(() => import('./shell/guards/StatusPage'), 'NotFoundPage');
const UnauthorizedPage = lazyNamed(() => import('./shell/guards/StatusPage'), 'UnauthorizedPage');
const OverridesPage = lazyNamed(() => import('./resources/securityadmin/OverridesPage'), 'OverridesPage');
const ReportsPage = lazyNamed(() => import('./resources/reports/ReportsPage'), 'ReportsPage');
const ProjectGridPage = lazyNamed(() => import('./resources/projects/ProjectGridPage'), 'ProjectGridPage');
const CardBoardPage = lazyNamed(() => import('./resources/cards/CardBoardPage'), 'CardBoardPage');
const AddProjectPage = lazyNamed(() => import('./resources/projects/AddProjectPage'), 'AddProjectPage');
const SubmitCrfPage = lazyNamed(() => import('./resources/features/SubmitCrfPage'), 'SubmitCrfPage');
const PackageSearchPage = lazyNamed(() => import('./resources/packages/PackageSearchPage'), 'PackageSearchPage');
const PackagePage = lazyNamed(() => import('./resources/packages/PackagePage'), 'PackagePage');
const ReceivingPage = lazyNamed(() => import('./resources/receiving/ReceivingPage'), 'ReceivingPage');
const ReceivingJobPage = lazyNamed(() => import('./resources/receiving/JobPage'), 'JobPage');
const ManifestPage = lazyNamed(() => import('./resources/receiving/ManifestPage'), 'ManifestPage');
const ProblemBoardPage = lazyNamed(() => import('./resources/problems/BoardPage'), 'BoardPage');
const ProblemGridPage = lazyNamed(() => import('./resources/problems/GridPage'), 'GridPage');
const DangerousGoodsPage = lazyNamed(() => import('./resources/problems/DangerousGoodsPage'), 'DangerousGoodsPage');
const DeniedPartyPage = lazyNamed(() => import('./resources/problems/DeniedPartyPage'), 'DeniedPartyPage');
const BillingQueuePage = lazyNamed(() => import('./resources/finance/BillingQueuePage'), 'BillingQueuePage');
const InvoiceInformationPage = lazyNamed(
  () => import('./resources/finance/InvoiceInformationPage'),
  'InvoiceInformationPage',
);
const LoginCallbackPage = lazyNamed(() => import('./shell/login/LoginCallbackPage'), 'LoginCallbackPage');
const PopupCallbackPage = lazyNamed(() => import('./shell/login/LoginCallbackPage'), 'PopupCallbackPage');

export function App() {
  return (
    <Admin
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      loginPage={LoginScreen}
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
      {/* The resources by name; their screens are at the spec's addresses below (resources/resourceRoute.tsx).
          Issues and timesheets also show in the feature and initiative dialogs; their lists are our registers. */}
      <Resource name="tickets" {...registration(tickets)} />
      <Resource name="initiatives" {...registration(initiatives)} />
      <Resource name="features" {...registration(features)} />
      <Resource name="issues" {...registration(issues)} />
      <Resource name="timesheets" {...registration(timesheets)} />
      <Resource name="jobs" {...registration(jobs)} />
      <Resource name="roles" {...registration(roles)} />
      <Resource name="users" {...registration(users)} />
      <Resource name="translations" {...registration(translations)} />
      <Resource name="packages" {...packages} />
      <Resource name="package-notes" {...packageNotes} />
      <Resource name="receiving-jobs" {...receivingJobs} />
      <Resource name="receiving-manifests" {...receivingManifests} />
      <Resource name="receiving-attachments" {...receivingAttachments} />
      <CustomRoutes noLayout>
        <Route path="/login/callback" element={<LoginCallbackPage />} />
        <Route path="/login/popup-callback" element={<PopupCallbackPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/unauthorized-page" element={<UnauthorizedPage />} />
        {/* The project grid by the spec's URL endings and Submit CRF (user menu): not side-menu pages. The CRFs
            view is every internal user's (the server checks); editable modes check the project screens' menu.
            Spec 3 §2 lists crfs-read-only among the ticketing routes too (T-5): the same CRFs view. Unregistered,
            that address fell to the guard, which refused it to everyone as no menu holds it (issue 29 point 8). */}
        {resourceRoute('features', features)}
        <Route path="/ticketing/crfs-read-only" element={<ProjectGridPage />} />
        <Route path="/kanban/project/my-grid-view" element={<ProjectGridPage />} />
        <Route path="/kanban/project/one-view" element={<ProjectGridPage />} />
        <Route path="/kanban/crf/submit" element={<SubmitCrfPage />} />
        {/* Pages inside RouteGuard get the permission check of shell §6 and the session timers. */}
        <Route element={<RouteGuard />}>
          <Route path="/home" element={<HomePage />} />
          {resourceRoute('tickets', tickets)}
          {/* One job dashboard (issue 29 point 6): the jobs resource's list at the shell's address, and the volume
              views; the key remounts it between routes, whose options differ. */}
          {resourceRoute('jobs', jobs)}
          <Route
            path="/volume/job-dashboard"
            element={<JobDashboard key="volume" gridId="volume-job-dashboard" dateRange />}
          />
          <Route
            path="/dashboard/job-dashboard"
            element={<JobDashboard key="dashboard" gridId="volume-job-dashboard" dateRange />}
          />
          <Route path="/volume/job-dashboard/details" element={<JobDetailsPage />} />
          <Route path="/operation/job/management" element={<JobDetailsPage />} />
          <Route path="/insight/bins" element={<BinsPage />} />
          <Route path="/volume/summary" element={<VolumeSummaryPage />} />
          {resourceRoute('users', users)}
          {resourceRoute('roles', roles)}
          <Route path="/security/manager-overrides" element={<OverridesPage />} />
          {resourceRoute('translations', translations)}
          <Route path="/report/generate" element={<ReportsPage />} />
          <Route path={SHELL_LINKS.packageSearch} element={<PackageSearchPage />} />
          <Route path={`${SHELL_LINKS.packageSearch}/:id`} element={<PackagePage />} />
          <Route path={`/${PROBLEM_ROUTES.board}`} element={<ProblemBoardPage />} />
          <Route path={`/${PROBLEM_ROUTES.grid}`} element={<ProblemGridPage />} />
          <Route path={`/${PROBLEM_ROUTES.dangerousGoods}`} element={<DangerousGoodsPage variant="screen" />} />
          <Route path={`/${PROBLEM_ROUTES.dangerousGoodsGrid}`} element={<DangerousGoodsPage variant="grid" />} />
          <Route path={`/${PROBLEM_ROUTES.deniedParty}`} element={<DeniedPartyPage />} />
          {resourceRoute('initiatives', initiatives)}
          {/* The issue and timesheet registers (ours, issue 24): opened from the Projects grid, guarded as it. */}
          {resourceRoute('issues', issues)}
          {resourceRoute('timesheets', timesheets)}
          <Route path="/kanban/my-projects" element={<ProjectGridPage />} />
          <Route path="/kanban/project/add-new" element={<AddProjectPage />} />
          <Route path="/kanban/card/board-view" element={<CardBoardPage />} />
          <Route path="/kanban/card/add-new" element={<CardBoardPage />} />
          <Route path={RECEIVING_PATH} element={<ReceivingPage />} />
          <Route path={`${RECEIVING_PATH}/job/:number`} element={<ReceivingJobPage />} />
          <Route path={`${RECEIVING_PATH}/manifest/:number`} element={<ManifestPage />} />
          {/* Finance's two entries (issue 29 point 1): our screens on the billing and invoice-number calls. */}
          <Route path={`/${BILLING_QUEUE_ROUTE}`} element={<BillingQueuePage />} />
          <Route path={`/${INVOICE_INFORMATION_ROUTE}`} element={<InvoiceInformationPage />} />
          {placeholderRoutes}
        </Route>
        {pricingTicketRoutes}
      </CustomRoutes>
    </Admin>
  );
}
