import { Suspense } from 'react';
import { PageLoading } from '#components/PageLoading';
import { AppRouter } from './router';

export function App() {
  // The outer Suspense covers the first translation file download (react-i18next suspends until it lands).
  return (
    <Suspense fallback={<PageLoading />}>
      <AppRouter />
    </Suspense>
  );
}
