import { authCallback as route } from '@club/shared/api/auth';
import { viewerPlace } from '../../account/index.js';
import { sendWelcomeMail } from '../../getting-started/index.js';
import { SignInError, completeSignIn } from '../sign-in.js';
import { LOGIN_COOKIE, SESSION_COOKIE, clearCookie, cookieName, setCookie } from '../../../platform/http/cookies.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';
import { config } from '../../../platform/config.js';
import { logger } from '../../../platform/lib/logger.js';
import { countMetric } from '../../../platform/lib/metrics.js';

/**
 * GET /api/auth/callback: finishes sign-in and lands on `/` (a first sign-in
 * queues the welcome mail with the new member). Every failure
 * lands on the landing page with a message code, never an error page.
 */
export const handler = httpHandler(route, async ({ query, cookies, event }) => {
  const clearAttempt = clearCookie(LOGIN_COOKIE);
  try {
    const { sessionId, maxAgeSeconds } = await completeSignIn({
      query,
      rawQueryString: event.rawQueryString,
      stateCookie: cookies.get(cookieName(LOGIN_COOKIE)),
      device: { userAgent: event.headers['user-agent'], place: viewerPlace(event.headers) },
      onFirstSignIn: sendWelcomeMail,
    });
    countMetric('SignIns');
    return reply.redirect(`${config.siteUrl}/`, [clearAttempt, setCookie(SESSION_COOKIE, sessionId, maxAgeSeconds)]);
  } catch (error) {
    const code = error instanceof SignInError ? error.code : 'failed';
    logger.warn('sign-in failed', { code, reason: error instanceof Error ? error.message : String(error) });
    return reply.redirect(`${config.siteUrl}/?signin_error=${code}`, [clearAttempt]);
  }
});
