import { config } from '../../../platform/config.js';
import { readSsmParameter } from '../../../platform/aws/ssm-parameter.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the pushes, for the push services: the site's https URL, or a mailto: locally (they refuse http). */
  subject: string;
}

/** How long a container keeps the pair read from SSM: a rotation reaches every function within this, without a deploy. */
const CLOUD_KEYS_TTL_MS = 5 * 60_000;
let cloudKeys: { pair: Promise<{ publicKey: string; privateKey: string }>; readAt: number } | undefined;

/** The pair as `npm run vapid-keys` stores it: JSON `{ publicKey, privateKey }`. */
function parsePair(text: string, parameter: string): { publicKey: string; privateKey: string } {
  const pair = JSON.parse(text) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof pair.publicKey !== 'string' || typeof pair.privateKey !== 'string') throw new Error(`SSM parameter ${parameter} is not a VAPID key pair`);
  return { publicKey: pair.publicKey, privateKey: pair.privateKey };
}

function cloudPair(parameter: string): Promise<{ publicKey: string; privateKey: string }> {
  if (!cloudKeys || Date.now() - cloudKeys.readAt > CLOUD_KEYS_TTL_MS) {
    const pair = readSsmParameter(parameter).then((text) => parsePair(text, parameter));
    cloudKeys = { pair, readAt: Date.now() };
    // A failed read is not kept: the next call tries again.
    pair.catch(() => {
      if (cloudKeys?.pair === pair) cloudKeys = undefined;
    });
  }
  return cloudKeys.pair;
}

/**
 * The stage's VAPID key pair, or undefined when push is not set up here.
 * Locally and in tests it is in the environment; in the cloud it is read
 * from its SSM SecureString and kept a few minutes per container.
 */
export async function vapidKeys(): Promise<VapidKeys | undefined> {
  const subject = config.siteUrl.startsWith('https:') ? config.siteUrl : 'mailto:push@localhost';
  if (config.vapidPublicKey && config.vapidPrivateKey) return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject };
  if (!config.vapidParameter) return undefined;
  return { ...(await cloudPair(config.vapidParameter)), subject };
}
