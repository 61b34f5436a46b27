import { LOGIN_ATTEMPT_SECONDS } from '@club/shared';
import { login as route } from '@club/shared/api/auth';
import { beginSignIn } from '../sign-in.js';
import { LOGIN_COOKIE, setCookie } from '../../../platform/http/cookies.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';
import { config } from '../../../platform/config.js';
import { logger } from '../../../platform/lib/logger.js';

/** GET /api/login: to the identity provider, remembering the state in a short-lived cookie. */
export const handler = httpHandler(route, async () => {
  try {
    const { authorizationUrl, cookie } = await beginSignIn();
    return reply.redirect(authorizationUrl, [setCookie(LOGIN_COOKIE, cookie, LOGIN_ATTEMPT_SECONDS)]);
  } catch (error) {
    // Provider unreachable: back to the landing page with a message, not an error page.
    logger.error('sign-in could not start', { error: error as Error });
    return reply.redirect(`${config.siteUrl}/?signin_error=failed`);
  }
});
