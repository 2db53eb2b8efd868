// Built by Vite for Node (scripts/prerender/plugin.ts) and run once per public page and language
// at build time: the page's HTML as the browser's first render will find it when it hydrates.
import i18next, { type Resource } from 'i18next';
import { StrictMode, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { PageLoading } from '#components/PageLoading';
import { AppRoutes } from '../app/router';
import { routeTitleKey, SITE_TITLE } from '../app/routes';
import { HydrationBoundary } from '#lib/HydrationBoundary';
import type { Language } from '#lib/i18n';

export type RenderedPage = { html: string; title: string };

/** `translation`: the language's public translation file, as the browser will fetch it. */
export async function renderPage(path: string, lng: Language, translation: object): Promise<RenderedPage> {
  const i18n = i18next.createInstance();
  const resources: Resource = { [lng]: { translation: translation as Resource[string]['translation'] } };
  await i18n.use(initReactI18next).init({
    lng,
    resources,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // As App renders it: the same Suspense around the router, so hydration meets the same tree.
  const { prelude } = await prerender(
    <StrictMode>
      <HydrationBoundary hydrating>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<PageLoading />}>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </Suspense>
        </I18nextProvider>
      </HydrationBoundary>
    </StrictMode>,
  );
  const key = routeTitleKey(path);
  const title = key === SITE_TITLE ? i18n.t(key) : i18n.t('meta.pageTitle', { page: i18n.t(key) });
  return { html: await new Response(prelude).text(), title };
}
