import { call, routeUrl } from '../../../lib/api-client';
import type { PageRead } from '../page-reads';

/**
 * POST /api/deals/{dealId}/views/{viewId}/pages: time spent on pages. A
 * lost batch only thins the analytics, so failures are not shown. `leaving`
 * sends with keepalive so the request outlives the page.
 */
export function logPageReads(dealId: string, viewId: string, pages: PageRead[], leaving = false): void {
  const params = { dealId, viewId };
  if (!leaving) {
    void call('logPageReads', { params, body: { pages } }).catch(() => undefined);
    return;
  }
  void fetch(routeUrl('logPageReads', { params }), {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pages }),
  }).catch(() => undefined);
}
