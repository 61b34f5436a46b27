import type { MemberChangeWrites } from '../members/index.js';
import { gettingStartedMail } from './mail/data.js';

/**
 * The welcome mail, queued by the member's creation on their first sign-in,
 * in that same transaction. The creation is conditioned on the member not
 * existing, so of two sign-ins racing to create them one writes the member
 * and its mail; the other's transaction is cancelled whole, re-reads and
 * finds a member to update (no mail). That condition is what makes it once,
 * as the notice policy's `welcome` (mailed now, once) says. Written directly
 * rather than through notice(): that would bring the bell's code and the whole
 * table into the sign-in's cold start for a mail alone.
 */
export const sendWelcomeMail: MemberChangeWrites = ({ current, next }) =>
  current ? [] : [gettingStartedMail.write({ template: 'welcome', data: { memberName: next.firstName }, to: next.email, memberId: next.id })];
