import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { FormPage } from '#components/FormPage';
import { APPLICATION_KINDS, serviceLabels, type ApplicationKind } from '#domain/kinds';
import { NotFound } from '#components/NotFound';
import { PRICES } from '#domain/kinds';
import { PublicLayout } from './PublicLayout';
import { FORM_SCREENS } from './formScreens';
import { FORM_PATHS, PUBLIC_PATHS, STAFF_DETAIL_PATHS, STAFF_LIST_PATHS, STAFF_PATHS } from './routePaths';
import { STAFF_SCREENS } from './staffScreens';

// Declarative routes, not the data router: the same lazy screens for ~16 kB less gzip on first load.
// Every screen is its own chunk, so the landing page downloads none of the others.
// A chunk gone after a release makes main.tsx reload the page, and its import then yields nothing:
// the loading screen stays until the reload instead of the page failing.
const page = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(async () => (await load()) ?? new Promise<never>(() => {}));

const load = {
  home: () => import('../features/home/HomePage'),
  signIn: () => import('../features/auth/SignInPage'),
  payment: () => import('../features/payment/PaymentPage'),
  success: () => import('../features/payment/SuccessPage'),
  paymentStatus: () => import('../features/payment/PaymentStatusPage'),
  register: () => import('../features/auth/RegisterPage'),
  visitorSignIn: () => import('../features/auth/VisitorSignInPage'),
  passwordReset: () => import('../features/auth/PasswordResetPage'),
  agentClients: () => import('../features/applicant/clients/ClientsPage'),
  myApplications: () => import('../features/applicant/MyApplicationsPage'),
  track: () => import('../features/applicant/TrackPage'),
  verify: () => import('../features/verify/VerifyPage'),
  agentStatements: () => import('../features/agent/statements/StatementsPage'),
  becomeAgent: () => import('../features/home/BecomeAgentPage'),
};

const HomePage = page(load.home);
const SignInPage = page(load.signIn);
const PaymentPage = page(load.payment);
const SuccessPage = page(load.success);
const PaymentStatusPage = page(load.paymentStatus);
const RegisterPage = page(load.register);
const VisitorSignInPage = page(load.visitorSignIn);
const PasswordResetPage = page(load.passwordReset);
const ClientsPage = page(load.agentClients);
const MyApplicationsPage = page(load.myApplications);
const TrackPage = page(load.track);
const VerifyPage = page(load.verify);
const AgentStatementsPage = page(load.agentStatements);
const BecomeAgentPage = page(load.becomeAgent);
// Loaded ahead when the page is opened at their address (staffScreens.ts).
const AdminLayout = STAFF_SCREENS.layout.Screen;
const DashboardPage = STAFF_SCREENS.dashboard.Screen;
const ApplicationListPage = STAFF_SCREENS.list.Screen;
const DetailPage = STAFF_SCREENS.detail.Screen;
const AgentsStatementsPage = STAFF_SCREENS.statements.Screen;
const AgentsPage = STAFF_SCREENS.agents.Screen;
const AgentPage = STAFF_SCREENS.agent.Screen;
const ReportsPage = STAFF_SCREENS.reports.Screen;

/** An application form in its frame, with the title and lead of its kind. */
function FormScreen({ kind }: { kind: ApplicationKind }) {
  const Form = FORM_SCREENS[kind].Screen;
  const labels = serviceLabels(kind);
  return (
    <FormPage title={labels.formTitle} lead={labels.formLead} price={PRICES[kind]}>
      <Form />
    </FormPage>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={PUBLIC_PATHS.home} element={<HomePage />} />
        <Route path={PUBLIC_PATHS.homeAgain} element={<HomePage />} />
        <Route path={PUBLIC_PATHS.staffSignIn} element={<SignInPage />} />
        <Route path={PUBLIC_PATHS.register} element={<RegisterPage />} />
        <Route path={PUBLIC_PATHS.signIn} element={<VisitorSignInPage />} />
        <Route path={PUBLIC_PATHS.passwordReset} element={<PasswordResetPage />} />
        <Route path={PUBLIC_PATHS.agentClients} element={<ClientsPage />} />
        <Route path={PUBLIC_PATHS.agentStatements} element={<AgentStatementsPage />} />
        {APPLICATION_KINDS.map((kind) => (
          <Route key={kind} path={FORM_PATHS[kind]} element={<FormScreen kind={kind} />} />
        ))}
        <Route path={PUBLIC_PATHS.payment} element={<PaymentPage />} />
        <Route path={PUBLIC_PATHS.success} element={<SuccessPage />} />
        <Route path={PUBLIC_PATHS.paymentStatus} element={<PaymentStatusPage />} />
        <Route path={PUBLIC_PATHS.myApplications} element={<MyApplicationsPage />} />
        <Route path={PUBLIC_PATHS.track} element={<TrackPage />} />
        <Route path={PUBLIC_PATHS.verify} element={<VerifyPage />} />
        <Route path={PUBLIC_PATHS.becomeAgent} element={<BecomeAgentPage />} />
        <Route path={STAFF_PATHS.area} element={<AdminLayout />}>
          <Route index element={<Navigate to={STAFF_PATHS.dashboard} replace />} />
          <Route path={STAFF_PATHS.dashboard} element={<DashboardPage />} />
          {APPLICATION_KINDS.map((kind) => (
            <Route
              key={kind}
              path={STAFF_LIST_PATHS[kind]}
              element={<ApplicationListPage key={kind} kind={kind} />}
            />
          ))}
          {APPLICATION_KINDS.map((kind) => (
            <Route key={`view-${kind}`} path={STAFF_DETAIL_PATHS[kind]} element={<DetailPage />} />
          ))}
          <Route path={STAFF_PATHS.agentStatements} element={<AgentsStatementsPage />} />
          <Route path={STAFF_PATHS.agents} element={<AgentsPage />} />
          <Route path={STAFF_PATHS.agent} element={<AgentPage />} />
          <Route path={STAFF_PATHS.reports} element={<ReportsPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
