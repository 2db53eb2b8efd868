import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerenderPages } from './scripts/prerender/plugin.ts';
import { releaseName } from './scripts/release/record.mjs';
import { webManifests } from './vite.manifest.ts';
import { releaseRecord } from './vite.release.ts';
import { serviceWorker } from './vite.pwa.ts';

// The API (started by scripts/start.mjs --dev) serves /api; Vite proxies to it in development.
const apiPort = process.env.API_PORT ?? '5000';

// Social-sharing tags need absolute URLs; the public address is known only at build time.
const siteUrl = (process.env.SITE_URL ?? 'https://applytz.web.app').replace(/\/$/, '');
const siteUrlInHtml: Plugin = {
  name: 'site-url-in-html',
  transformIndexHtml: (html) => html.replaceAll('%SITE_URL%', siteUrl),
};

// react-router's package.json points at its development build everywhere; the production build it
// ships beside it differs only in leaving its console warnings off (about 0.5 kB gzip on every
// screen). The dev server keeps the warnings.
const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: fileURLToPath(
            new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
          ),
        },
      ],
    },
  }),
};

// The tab's icon, written into each page: a browser fetches it as the page first paints, ahead of
// what the page itself needs next, and the few hundred bytes cost less than the request.
const tabIconInHtml: Plugin = {
  name: 'tab-icon-in-html',
  apply: 'build',
  transformIndexHtml: (html) =>
    html.replace(
      'href="/logo.svg"',
      `href="data:image/svg+xml,${encodeURIComponent(readFileSync(new URL('public/logo.svg', import.meta.url), 'utf8').trim())}"`,
    ),
};

// The libraries a screen runs as it starts. Chrome compiles a chunk holding one whole, on the thread
// that downloads it, instead of function by function on the main thread as each is first called
// (V8's explicit compile hints: a comment other browsers ignore). On the visa form this took a third
// of the main thread's work after the first paint (measure/mainThread.ts). Added after minifying,
// which would drop the comment; the source maps account for its line.
const COMPILED_WHOLE = /\/node_modules\/(react-dom|zod|react-hook-form)\//;
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default defineConfig({
  plugins: [
    react(),
    siteUrlInHtml,
    tabIconInHtml,
    reactRouterProduction,
    prerenderPages(),
    webManifests(),
    serviceWorker(),
    // Not in the app's code: a name that changes every build would rename every chunk, and each
    // release would make every phone download the whole app again.
    releaseRecord(releaseName()),
  ],
  resolve: {
    // A stand-in for the regular-expression engine the Firestore SDK bundles for pipeline
    // expressions, which the app's classic queries never reach (60 kB gzip on the staff screens).
    alias: {
      re2js: fileURLToPath(new URL('src/lib/firebase/noRegexEngine.ts', import.meta.url)),
      'cross-fetch': fileURLToPath(new URL('src/lib/fetchPonyfill.ts', import.meta.url)),
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    target: 'es2022',
    // public/assets holds the translations; hashed build output goes elsewhere so it can be cached forever.
    assetsDir: 'static',
    sourcemap: true,
    // Firestore's SDK is one large chunk, loaded only when a screen writes or reads data.
    chunkSizeWarningLimit: 700,
    // measure/size.mjs reads the manifest to know which chunks each route needs.
    manifest: true,
    rolldownOptions: {
      output: {
        postBanner: (chunk) => (chunk.moduleIds.some((id) => COMPILED_WHOLE.test(id)) ? COMPILE_HINT : ''),
        // A form screen needs a dozen small modules; grouped, a phone fetches a few files instead of
        // queueing a dozen requests. The groups leave out what the landing page and sign-in share
        // with the forms (the text field, zod's common schemas), so those screens do not grow.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              // What every screen runs on, in one file rather than two: gzip finds more to share.
              // Vite's preload helper, which every screen loads too, comes along instead of being a
              // file of its own.
              name: 'react',
              test: /\/node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-http-backend|use-sync-external-store)\/|^\0vite\/preload-helper\.js$/,
            },
            {
              // Without the places (only the forms need them) and the countries (the forms and the
              // detail page), which get chunks of their own: the staff lists and the payment page
              // need neither. Without the kinds' modules (src/domain/kinds/), so that a form loads its
              // own kind's only. With the small modules every screen that loads it loads too: how
              // kinds are defined, receipts and their failure messages, the tracking answer, and
              // zod's ISO dates. Not the list of kinds (kinds.ts): the landing page's cards read it.
              name: 'applications',
              test: /\/src\/(domain\/(defineApplication|identity|payment\w*|processing|uploads|tracking)[/.]|lib\/(receipts|apiFailure|saveFile)\.ts$)|\/node_modules\/zod\/v4\/mini\/iso\.js$/,
            },
            {
              // zod and the schemas every form, the payment screen, sign-in and the staff screens
              // share (one file where there were three); the landing page needs none of it.
              name: 'schemas',
              test: /\/node_modules\/zod\/|\/src\/domain\/(common|form|meta|options|phone|reference)\.ts$/,
            },
            {
              // What the four forms alone share, all of which each of them loads: the submission flow
              // (src/features/apply/*.ts*), its file upload, and the form kit. The kit goes without
              // the country select, which only the visa form has (it brings the country names), and
              // the region and ward selects, which the visa form alone lacks (they bring SWR), and
              // the Submit row, which every form of the app has, sign-in and the staff's included. With
              // the list of applications kept offline and its loader, which the forms show, as does
              // My applications, which loads all of this too.
              name: 'apply',
              test: /\/src\/(features\/apply\/([^/]+|api\/uploadDocument\.ts)$|lib\/(uploads|loadOutbox)\.ts$|components\/((use)?KeptApplications\.|form\/(?!(TextField|Field|formKind|useFieldState|describedBy|CountrySelectField|LocationSelects|useRegionWards)\.)))/,
            },
            {
              // Firebase's core and Auth: every screen that loads one loads the other (the staff
              // screens that take the full Firestore SDK check who is signed in with Auth).
              name: 'firebase-auth',
              test: /\/node_modules\/(@firebase\/(app|auth|component|logger|util)|firebase\/(app|auth)|idb)\/|\/src\/lib\/firebase\/(app|auth)\.ts$/,
            },
            {
              // Firestore Lite with the bloom-filter module it takes its integers from, which the
              // full SDK shares (for its bloom filters too); the staff screens that take the full SDK
              // have Lite already.
              name: 'firestore-lite',
              test: /\/node_modules\/(@firebase\/firestore\/dist\/lite|firebase\/firestore\/lite|@firebase\/webchannel-wrapper\/dist\/bloom-blob)\/|\/src\/lib\/firebase\/lite\.ts$/,
            },
            {
              // What the screens that read through SWR share: the fetch scope, and the notice that a
              // read failed with its Try again. A file of its own for the notice cost every such
              // screen a request and 0.3 kB; here it costs the one screen that never fails a read
              // (the dashboard) 0.1 kB.
              name: 'FetchScope',
              test: /\/src\/(lib\/FetchScope|components\/RetryNotice)\.tsx$/,
            },
            {
              // Dar es Salaam's clock goes with the formats, which every screen loads and which read
              // it: a chunk of its own would be one more request, and more bytes, on every screen.
              name: 'format',
              test: /\/src\/domain\/(format|timeZone)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
