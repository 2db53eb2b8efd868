import { lazy, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { FormPage } from '../components/FormPage';
import type { ApplicationKind } from '../domain/kinds';
import { NotFound } from '../components/NotFound';
import { ADMIN_DETAIL_SEGMENTS } from '../features/admin/common/routes';
import { PublicLayout } from './PublicLayout';

// Declarative routes, not the data router: the same lazy screens for ~16 kB less gzip on first load.
// Every screen is its own chunk, so the landing page downloads none of the others.
// A chunk gone after a release makes main.tsx reload the page, and its import then yields nothing:
// the loading screen stays until the reload instead of the page failing.
const page = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(async () => (await load()) ?? new Promise<never>(() => {}));

const load = {
  home: () => import('../features/home/HomePage'),
  signIn: () => import('../features/auth/SignInPage'),
  tin: () => import('../features/tin/TinForm'),
  visa: () => import('../features/visa/VisaForm'),
  brela: () => import('../features/brela/BrelaForm'),
  business: () => import('../features/business/BusinessForm'),
  payment: () => import('../features/payment/PaymentPage'),
  success: () => import('../features/payment/SuccessPage'),
  paymentStatus: () => import('../features/payment/PaymentStatusPage'),
  register: () => import('../features/auth/RegisterPage'),
  visitorSignIn: () => import('../features/auth/VisitorSignInPage'),
};

const HomePage = page(load.home);
const SignInPage = page(load.signIn);
const TinForm = page(load.tin);
const VisaForm = page(load.visa);
const BrelaForm = page(load.brela);
const BusinessForm = page(load.business);
const PaymentPage = page(load.payment);
const SuccessPage = page(load.success);
const PaymentStatusPage = page(load.paymentStatus);
const RegisterPage = page(load.register);
const VisitorSignInPage = page(load.visitorSignIn);
const AdminLayout = page(() => import('./AdminLayout'));
const DashboardPage = page(() => import('../features/admin/dashboard/DashboardPage'));
const ApplicationListPage = lazy(() => import('../features/admin/lists/ApplicationListPage'));
const DetailPage = page(() => import('../features/admin/detail/DetailPage'));

/** An application form in its frame; `kind` names its title and lead (`visa.title`, `visa.lead`). */
const formScreen = (kind: ApplicationKind, form: ReactNode) => (
  <FormPage title={`${kind}.title`} lead={`${kind}.lead`}>
    {form}
  </FormPage>
);

// Spec §2's admin routes; each list and detail screen serves one kind of application.
const ADMIN_LISTS = ['visa', 'brela', 'tin', 'business'] as const;
const ADMIN_VIEWS = Object.values(ADMIN_DETAIL_SEGMENTS);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="sign-in" element={<SignInPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="login" element={<VisitorSignInPage />} />
        <Route path="tin" element={formScreen('tin', <TinForm />)} />
        <Route path="visa" element={formScreen('visa', <VisaForm />)} />
        <Route path="brela" element={formScreen('brela', <BrelaForm />)} />
        <Route path="business" element={formScreen('business', <BusinessForm />)} />
        <Route path="payment" element={<PaymentPage />} />
        <Route path="success" element={<SuccessPage />} />
        <Route path="payment-status" element={<PaymentStatusPage />} />
        <Route path="ad" element={<AdminLayout />}>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          {ADMIN_LISTS.map((kind) => (
            <Route key={kind} path={kind} element={<ApplicationListPage key={kind} kind={kind} />} />
          ))}
          {ADMIN_VIEWS.map((view) => (
            <Route key={view} path={`${view}/:id`} element={<DetailPage />} />
          ))}
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
