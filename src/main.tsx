import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadFormScreen } from './app/formScreens';
import { preloadStaffScreen } from './app/staffScreens';
import { initI18n } from './lib/i18n';
import { rememberAgentLink } from './lib/agentLink';
import './styles.css';

void initI18n();
rememberAgentLink(window.location.search);
preloadStaffScreen(window.location.pathname);
preloadFormScreen(window.location.pathname);

// After a release, a page opened earlier may ask for a script that is no longer served: load the
// new version instead of failing. Not again within a minute, so a real outage cannot loop.
window.addEventListener('vite:preloadError', (event) => {
  const RELOADED_AT = 'reloadedForNewVersionAt';
  try {
    if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) < 60_000) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return;
  }
  event.preventDefault();
  window.location.reload();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
