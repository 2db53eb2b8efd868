import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreenAt } from './app/routes';
import { HydrationBoundary } from './lib/HydrationBoundary';
import { initI18n } from './lib/i18n';
import { loadNewVersion, reloadedForNewVersionLately } from './lib/serviceWorker/newVersion';
import { rememberAgentLink } from './lib/agentLink';
import { leaveLanguageFolder, renderedLanguage, reportRecoverableError } from './lib/prerendered';
import './styles.css';

const rendered = renderedLanguage();
// A Kiswahili page's /sw/ address, whether its page or (from the service worker) the shell answers it.
leaveLanguageFolder();

// After a release, a page opened earlier may ask for a script that is no longer served (the deploy
// keeps the earlier releases' for a month: scripts/release/): it moves to the new version instead of
// failing, and the import that failed yields nothing meanwhile.
window.addEventListener('vite:preloadError', (event) => {
  // Offline, what is missing is what the service worker leaves to the network (Firebase), not a
  // release: the screen that asked handles the failure, and a reload would only lose what is typed.
  if (!navigator.onLine || reloadedForNewVersionLately()) return;
  event.preventDefault();
  void loadNewVersion();
});

// The app's code is evaluated in one task and started in the next: on a phone each stays under the
// 50 ms that counts as blocking, which the two together did not (measure/mainThread.ts).
setTimeout(start, 0);

function start() {
  const translations = initI18n();
  rememberAgentLink(window.location.search);
  preloadScreenAt(window.location.pathname);

  const root = document.getElementById('root')!;
  // initI18n has set the page's language to the visitor's. A page pre-rendered in it is taken over
  // once its translations are in (its HTML stays on screen meanwhile); any other is rendered afresh.
  const hydrating = Boolean(rendered) && rendered === document.documentElement.lang;
  const app = (
    <StrictMode>
      <HydrationBoundary hydrating={hydrating}>
        <App />
      </HydrationBoundary>
    </StrictMode>
  );
  // Both wait for the translations. Rendered before them, the app would show its loading screen, and
  // React then holds the screen back for 300 ms after a loading screen: a visit from the service
  // worker, which has the translations within milliseconds, would wait for nothing.
  void translations.then(() => {
    if (hydrating) {
      // In a transition, so that React takes the page over in slices between which the phone stays
      // responsive, rather than in one long task.
      startTransition(() => {
        hydrateRoot(root, app, { onRecoverableError: reportRecoverableError });
      });
    } else {
      createRoot(root).render(app);
    }
  });
}
