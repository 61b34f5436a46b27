import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { freePort } from './free-port.js';

/**
 * Development tooling, never imported by a handler: a local Web Push service
 * (web-push-testing, from the npm registry) in this process, for `npm start`,
 * the browser tests and the API tests. It makes subscriptions for a fake
 * device (as a browser's push service would), accepts the pushes sent to
 * them, checks their VAPID signature, decrypts them and lists them per
 * device; and can expire a subscription so the next push is answered 410.
 */
export interface PushLocal {
  /** The service's URL (`http://localhost:<port>`); its endpoints are `<endpoint>/notify/<device>`. */
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/** A fake device's subscription, as `PushSubscription.toJSON()` gives it, with the service's id of the device. */
export interface LocalPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

interface TestingServer {
  _app: { listen(port: number, host: string, done: () => void): Server };
  setRequestHandlers(): void;
}
type TestingServerClass = new (model: unknown, port: number) => TestingServer;

/** Starts the service in this process on a free port (or `port`), on loopback only. */
export async function startPushLocal(options: { port?: number } = {}): Promise<PushLocal> {
  // CommonJS and a dev dependency: loaded only here, only when asked for.
  const require = createRequire(import.meta.url);
  const TestingServer = require('web-push-testing/src/server.js') as TestingServerClass;
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => unknown };
  const port = options.port ?? (await freePort());
  // The package's own start listens on every interface and logs; the same routes, on loopback and quiet.
  const testing = new TestingServer(new PushApiModel(), port);
  testing.setRequestHandlers();
  const server = await new Promise<Server>((resolve) => {
    const listening = testing._app.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    endpoint: `http://localhost:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const post = async (url: string, body?: unknown): Promise<Response> =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** What a browser's `pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })` gets, from the local service. */
export async function subscribeLocalDevice(service: string, applicationServerKey: string): Promise<LocalPushSubscription> {
  const answer = await post(`${service}/subscribe`, { userVisibleOnly: 'true', applicationServerKey });
  if (!answer.ok) throw new Error(`The local push service refused the subscription: ${await answer.text()}`);
  return ((await answer.json()) as { data: LocalPushSubscription }).data;
}

/** The pushes a fake device received, decrypted, oldest first. */
export async function localDevicePushes(service: string, clientHash: string): Promise<string[]> {
  const answer = await post(`${service}/get-notifications`, { clientHash });
  if (!answer.ok) throw new Error(`The local push service knows no device ${clientHash}`);
  return ((await answer.json()) as { data: { messages: string[] } }).data.messages;
}

/** Unsubscribes a fake device at the service: pushes to it are answered 410 from now on. */
export async function expireLocalDevice(service: string, clientHash: string): Promise<void> {
  const answer = await post(`${service}/expire-subscription/${clientHash}`);
  if (!answer.ok) throw new Error(`The local push service knows no device ${clientHash}`);
}
