/**
 * What a push shows, worked out from its payload without the worker's
 * globals (unit-tested): the server sends JSON `{ title, body?, link, tag }`
 * (functions/src/features/notifications/push/send.ts).
 */
export interface PushNotice {
  title: string;
  options: { body?: string; tag?: string; icon: string; badge: string; data: { link: string } };
}

/** The app icon the manifest names, shown beside every notice. */
const ICON = '/icons/icon-192.png';
const FALLBACK: PushNotice = {
  title: 'Telugu Executive Club',
  options: { body: 'You have something new.', icon: ICON, badge: ICON, data: { link: '/notifications' } },
};

/** A path inside the site (`/messages/…`); anything else (another origin, `javascript:`) opens the home page instead. */
export function safeLink(link: unknown): string {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/';
}

/** The notice of a push's text; a push that is not ours, or empty, still shows something (browsers require a visible notice per push). */
export function noticeOf(text: string | null | undefined): PushNotice {
  if (!text) return FALLBACK;
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return FALLBACK;
  }
  if (typeof payload.title !== 'string' || !payload.title) return FALLBACK;
  return {
    title: payload.title.slice(0, 200),
    options: {
      ...(typeof payload.body === 'string' && payload.body ? { body: payload.body.slice(0, 500) } : {}),
      ...(typeof payload.tag === 'string' && payload.tag ? { tag: payload.tag } : {}),
      icon: ICON,
      badge: ICON,
      data: { link: safeLink(payload.link) },
    },
  };
}

/** A window of the site to reuse for a clicked notice: one already on the link, else any, else none (open a new one). */
export function windowFor<T extends { url: string }>(windows: readonly T[], link: string, origin: string): { window: T; navigate: boolean } | undefined {
  const target = new URL(link, origin).href;
  const same = windows.find((client) => client.url === target);
  if (same) return { window: same, navigate: false };
  const any = windows.find((client) => new URL(client.url).origin === origin);
  return any ? { window: any, navigate: true } : undefined;
}

/** The server's subscription body from a browser subscription's JSON (the worker's own copy: it bundles nothing of the app). */
export const subscriptionBody = (json: PushSubscriptionJSON) => ({
  endpoint: json.endpoint ?? '',
  keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
});
