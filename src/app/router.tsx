import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { NotFound } from '../components/NotFound';
import { ADMIN_DETAIL_SEGMENTS } from '../features/admin/shared/routes';
import { PublicLayout } from './PublicLayout';

// Declarative routes, not the data router: the same lazy screens for ~16 kB less gzip on first load.
// Every screen is its own chunk, so the landing page downloads none of the others.
// A chunk gone after a release makes main.tsx reload the page, and its import then yields nothing:
// the loading screen stays until the reload instead of the page failing.
const page = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(async () => (await load()) ?? new Promise<never>(() => {}));

const HomePage = page(() => import('../features/home/HomePage'));
const SignInPage = page(() => import('../features/auth/SignInPage'));
const TinPage = page(() => import('../features/tin/TinPage'));
const VisaPage = page(() => import('../features/visa/VisaPage'));
const BrelaPage = page(() => import('../features/brela/BrelaPage'));
const BusinessPage = page(() => import('../features/business/BusinessPage'));
const PaymentPage = page(() => import('../features/payment/PaymentPage'));
const SuccessPage = page(() => import('../features/payment/SuccessPage'));
const PaymentStatusPage = page(() => import('../features/payment/PaymentStatusPage'));
const RegisterPage = page(() => import('../features/auth/RegisterPage'));
const VisitorSignInPage = page(() => import('../features/auth/VisitorSignInPage'));
const AdminLayout = page(() => import('./AdminLayout'));
const DashboardPage = page(() => import('../features/admin/dashboard/DashboardPage'));
const ApplicationListPage = lazy(() => import('../features/admin/lists/ApplicationListPage'));
const DetailPage = page(() => import('../features/admin/detail/DetailPage'));

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
        <Route path="tin" element={<TinPage />} />
        <Route path="visa" element={<VisaPage />} />
        <Route path="brela" element={<BrelaPage />} />
        <Route path="business" element={<BusinessPage />} />
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
