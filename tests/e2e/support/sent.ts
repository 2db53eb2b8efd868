import type { Page } from '@playwright/test';

/**
 * Records each application the page sends (POST /api/applications/…), from now on; answers a
 * function that lists them. The API is the only writer of applications, so a page that sent none
 * stored none, whatever other tests running beside it store.
 */
export function applicationsSent(page: Page): () => string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/applications/')) {
      sent.push(request.url());
    }
  });
  return () => sent;
}
