import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { MAIL_CATEGORIES, type MailCategory } from '@club/shared';
import { config } from '../../platform/config.js';
import { BadRequestError } from '../../platform/lib/errors.js';
import { resolveClientSecret } from '../auth/index.js';

/** What an unsubscribe token allows: turning this one category off (or on again) for this one member. */
export interface UnsubscribeGrant {
  memberId: string;
  category: MailCategory;
}

const INFO = 'club-mail-unsubscribe-v1';
let cachedKey: { from: string; key: Buffer } | undefined;

/**
 * The HMAC key: derived with HKDF, under its own info string, from the secret
 * material sign-in already has (LOGIN_COOKIE_KEY when set, else the OIDC client
 * secret, which the cloud reads from Cognito). No secret of its own to deploy;
 * a new client secret invalidates the links in mails already sent.
 */
async function tokenKey(): Promise<Buffer> {
  const material = config.loginCookieKey ?? (await resolveClientSecret());
  if (!material) throw new Error('No secret material to derive the unsubscribe key from');
  if (cachedKey?.from !== material) cachedKey = { from: material, key: Buffer.from(hkdfSync('sha256', material, config.stage, INFO, 32)) };
  return cachedKey.key;
}

const mac = (key: Buffer, memberId: string, category: string): Buffer => createHmac('sha256', key).update(`${memberId}\n${category}`).digest();

/** The token a mail's unsubscribe link and List-Unsubscribe URL carry: `<member id>.<category>.<mac>` (base64url). */
export async function signUnsubscribeToken(memberId: string, category: MailCategory): Promise<string> {
  const signature = mac(await tokenKey(), memberId, category);
  return `${Buffer.from(memberId, 'utf8').toString('base64url')}.${category}.${signature.toString('base64url')}`;
}

export const INVALID_TOKEN = 'This unsubscribe link is not valid';

/** The grant a token carries; a token that is malformed, for an unknown category or not signed by this stage is a 400. */
export async function readUnsubscribeToken(token: string): Promise<UnsubscribeGrant> {
  const refuse = () => new BadRequestError(INVALID_TOKEN, [{ path: ['query', 'token'], message: 'The token is malformed or was changed' }]);
  const [member, category, signature, ...rest] = token.split('.');
  if (!member || !category || !signature || rest.length) throw refuse();
  if (!(MAIL_CATEGORIES as readonly string[]).includes(category)) throw refuse();
  const memberId = Buffer.from(member, 'base64url').toString('utf8');
  // Only a canonical encoding: another spelling of the same bytes is not the token that was signed.
  if (Buffer.from(memberId, 'utf8').toString('base64url') !== member) throw refuse();
  const expected = mac(await tokenKey(), memberId, category);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || given.toString('base64url') !== signature) throw refuse();
  return { memberId, category: category as MailCategory };
}
