import { PUSH_ENV } from '@club/shared';
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

/** A push setting from the environment; blank is unset. */
const pushSetting = (name: (typeof PUSH_ENV)[keyof typeof PUSH_ENV]): string | undefined => process.env[name]?.trim() || undefined;

/** The VAPID public key in the environment (locally and in tests; the cloud reads the pair from SSM). */
export const localVapidPublicKey = (): string | undefined => pushSetting(PUSH_ENV.vapidPublicKey);

/**
 * The stage's VAPID key pair, or undefined when push is not set up here.
 * Locally and in tests it is in the environment; in the cloud it is read
 * from its SSM SecureString and kept a few minutes per container. Read here
 * only, not in the settings every function parses: only the push functions
 * carry these variables.
 */
export async function vapidKeys(): Promise<VapidKeys | undefined> {
  const subject = config.siteUrl.startsWith('https:') ? config.siteUrl : 'mailto:push@localhost';
  const publicKey = localVapidPublicKey();
  const privateKey = pushSetting(PUSH_ENV.vapidPrivateKey);
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const parameter = pushSetting(PUSH_ENV.vapidParameter);
  return parameter ? { ...(await cloudPair(parameter)), subject } : undefined;
}
