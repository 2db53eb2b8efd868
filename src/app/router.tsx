import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { NotFound } from '../components/NotFound';
import { PublicLayout } from './PublicLayout';

// Declarative routes, not the data router: the same lazy screens for ~16 kB less gzip on first load.
// Every screen is its own chunk, so the landing page downloads none of the others.
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const HomePage = page(() => import('../features/home/HomePage'));
const SignInPage = page(() => import('../features/auth/SignInPage'));
const TinPage = page(() => import('../features/tin/TinPage'));
const VisaPage = page(() => import('../features/visa/VisaPage'));
const BrelaPage = page(() => import('../features/brela/BrelaPage'));
const BusinessPage = page(() => import('../features/business/BusinessPage'));
const PaymentPage = page(() => import('../features/payment/PaymentPage'));
const SuccessPage = page(() => import('../features/payment/SuccessPage'));
const PaymentStatusPage = page(() => import('../features/payment/PaymentStatusPage'));
const AdminLayout = page(() => import('./AdminLayout'));
const AdminPlaceholderPage = page(() => import('../features/admin/AdminPlaceholderPage'));

const ADMIN_LISTS = ['visa', 'brela', 'tin', 'business'];
const ADMIN_VIEWS = ['viewVisa', 'viewTin', 'viewBrela', 'viewBusiness'];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<HomePage />} />
        <Route path="sign-in" element={<SignInPage />} />
        <Route path="tin" element={<TinPage />} />
        <Route path="visa" element={<VisaPage />} />
        <Route path="brela" element={<BrelaPage />} />
        <Route path="business" element={<BusinessPage />} />
        <Route path="payment" element={<PaymentPage />} />
        <Route path="success" element={<SuccessPage />} />
        <Route path="payment-status" element={<PaymentStatusPage />} />
        <Route path="ad" element={<AdminLayout />}>
          <Route path="dashboard" element={<AdminPlaceholderPage />} />
          {ADMIN_LISTS.map((kind) => (
            <Route key={kind} path={kind} element={<AdminPlaceholderPage />} />
          ))}
          {ADMIN_VIEWS.map((view) => (
            <Route key={view} path={`${view}/:id`} element={<AdminPlaceholderPage />} />
          ))}
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
