import { config } from '../../../platform/config.js';
import { readSsmParameter } from '../../../platform/aws/ssm-parameter.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the pushes, for the push services: the site's https URL, or a mailto: locally (they refuse http). */
  subject: string;
}

let cloudPrivateKey: Promise<string> | undefined;

/**
 * The stage's VAPID key pair, or undefined when push is not set up here (no
 * public key). Locally and in tests the private key is in the environment;
 * in the cloud it is read once per container from its SSM SecureString.
 */
export async function vapidKeys(): Promise<VapidKeys | undefined> {
  const publicKey = config.vapidPublicKey;
  if (!publicKey) return undefined;
  const parameter = config.vapidPrivateKeyParameter;
  const privateKey = config.vapidPrivateKey ?? (parameter ? await (cloudPrivateKey ??= readSsmParameter(parameter).catch((error: unknown) => {
          cloudPrivateKey = undefined;
          throw error;
        })) : undefined);
  if (!privateKey) return undefined;
  const subject = config.siteUrl.startsWith('https:') ? config.siteUrl : 'mailto:push@localhost';
  return { publicKey, privateKey, subject };
}
