import { useRouteWrite } from '../../../lib/route-write';
import { allThreadReads } from './message-reads';

export interface SendInput {
  body: string;
  /** The same key for every attempt of one send: the server answers a retry with the message it already posted. */
  clientKey: string;
  /** What the message is about, when the thread was opened from a deal, a match or a listing. */
  context?: string;
}

/** POST …/messages: a failure shows under the composer (which keeps the text), so no toast. */
export const useSendMessage = (threadId: string) =>
  useRouteWrite('sendMessage', {
    input: (message: SendInput) => ({ params: { threadId }, body: message }),
    invalidate: [allThreadReads],
    failure: () => undefined,
  });
