import { NOTICE_POLICY, type NoticeEvent } from './policy.js';

type BatchedEvent = { [E in NoticeEvent]: (typeof NOTICE_POLICY)[E] extends { mail: 'batched' } ? E : never }[NoticeEvent];

export interface SummaryWindow {
  /** The summary's outbox id: one per event, recipient and window, so concurrent producers queue it once (a conditional put). */
  id: string;
  /** Where the window starts and ends (ISO 8601); the summary is due at its end and tells what happened in it. */
  since: string;
  until: string;
}

/**
 * The window a batched event that happens at `at` falls in, for one
 * recipient: fixed windows of the rule's length, so every producer in the
 * same window names the same summary.
 */
export function summaryWindow(event: BatchedEvent, memberId: string, at = Date.now()): SummaryWindow {
  const length = NOTICE_POLICY[event].windowMinutes * 60_000;
  const start = Math.floor(at / length) * length;
  return { id: `${event}.${memberId}.${start}`, since: new Date(start).toISOString(), until: new Date(start + length).toISOString() };
}
