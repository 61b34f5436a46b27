import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { PushDeviceSetting } from './push-device-setting';

// The stage's key as base64url (65 bytes, the shape of a P-256 public key).
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const browserSubscription = {
  endpoint: 'https://push.example.com/send/device-1',
  options: { applicationServerKey: null },
  toJSON: () => ({ endpoint: 'https://push.example.com/send/device-1', keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'DDDDDDDDDDDDDDDDDDDDDD' } }),
  unsubscribe: vi.fn(async () => true),
};

/** A browser with the Push API: a service worker registration whose pushManager subscribes once asked. */
function pushCapableBrowser(permission: NotificationPermission) {
  let current: typeof browserSubscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      current = { ...browserSubscription, options: { applicationServerKey: options.applicationServerKey as null } };
      return current;
    }),
  };
  browserSubscription.unsubscribe.mockImplementation(async () => {
    current = null;
    return true;
  });
  const registration = { pushManager };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', Object.assign(class {}, { permission, requestPermission: vi.fn(async () => 'granted') }));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return pushManager;
}

describe('Notifications on this device', () => {
  let onServer: boolean;
  beforeEach(() => {
    onServer = false;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  const api = () =>
    stubFetch((url, init) => {
      if (url !== routeUrl('getPushSettings')) return undefined;
      if (init?.method === 'PUT') onServer = true;
      if (init?.method === 'DELETE') onServer = false;
      return { body: { publicKey: PUBLIC_KEY, thisDevice: onServer } };
    });

  it('asks permission on the click, subscribes with the stage’s key and tells the server; off unsubscribes and tells it', async () => {
    const user = userEvent.setup();
    const pushManager = pushCapableBrowser('default');
    const fetchMock = api();
    renderWithApi(<PushDeviceSetting />);

    const toggle = await screen.findByRole('switch', { name: /^Push on this device/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(Notification.requestPermission).not.toHaveBeenCalled();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(Notification.requestPermission).toHaveBeenCalledTimes(1);
    const key = pushManager.subscribe.mock.calls[0]![0].applicationServerKey as Uint8Array;
    expect(key).toHaveLength(65);
    const [, put] = callsTo(fetchMock, 'PUT', routeUrl('getPushSettings'))[0]!;
    expect(JSON.parse(String(put?.body))).toEqual(browserSubscription.toJSON());

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(browserSubscription.unsubscribe).toHaveBeenCalled();
    expect(callsTo(fetchMock, 'DELETE', routeUrl('getPushSettings'))).toHaveLength(1);
  });

  it('says so, and stays off, when the site’s notifications are blocked', async () => {
    pushCapableBrowser('denied');
    api();
    renderWithApi(<PushDeviceSetting />);
    const toggle = await screen.findByRole('switch', { name: /^Push on this device/ });
    expect(toggle).toBeDisabled();
    expect(screen.getByText(/blocked for this site/)).toBeInTheDocument();
  });
});
