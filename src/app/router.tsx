import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { FormPage } from '#components/FormPage';
import { APPLICATION_KINDS, SERVICE_PATHS, serviceLabels, type ApplicationKind } from '#domain/kinds';
import { NotFound } from '#components/NotFound';
import { PRICES } from '#domain/kinds';
import { PublicLayout } from './PublicLayout';
import { FORM_SCREENS } from './formScreens';
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

// The staff area's routes: /ad/visa and /ad/viewVisa/{id}… each serve one kind of application.
const segment = (path: string) => path.replace(/^\/ad\//, '');

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="sign-in" element={<SignInPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="login" element={<VisitorSignInPage />} />
        <Route path="reset-password" element={<PasswordResetPage />} />
        <Route path="agent" element={<ClientsPage />} />
        <Route path="agent/statements" element={<AgentStatementsPage />} />
        {APPLICATION_KINDS.map((kind) => (
          <Route key={kind} path={SERVICE_PATHS[kind].form.slice(1)} element={<FormScreen kind={kind} />} />
        ))}
        <Route path="payment" element={<PaymentPage />} />
        <Route path="success" element={<SuccessPage />} />
        <Route path="payment-status" element={<PaymentStatusPage />} />
        <Route path="my-applications" element={<MyApplicationsPage />} />
        <Route path="track" element={<TrackPage />} />
        <Route path="verify/:code" element={<VerifyPage />} />
        <Route path="become-an-agent" element={<BecomeAgentPage />} />
        <Route path="ad" element={<AdminLayout />}>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          {APPLICATION_KINDS.map((kind) => (
            <Route
              key={kind}
              path={segment(SERVICE_PATHS[kind].adminList)}
              element={<ApplicationListPage key={kind} kind={kind} />}
            />
          ))}
          {APPLICATION_KINDS.map((kind) => (
            <Route
              key={`view-${kind}`}
              path={`${SERVICE_PATHS[kind].adminDetailSegment}/:id`}
              element={<DetailPage />}
            />
          ))}
          <Route path="agents/statements" element={<AgentsStatementsPage />} />
          <Route path="agents" element={<AgentsPage />} />
          <Route path="agents/:aan" element={<AgentPage />} />
          <Route path="reports" element={<ReportsPage />} />
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
