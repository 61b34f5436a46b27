import { useNavigate } from 'react-router-dom';
import { apiReason } from '../../../components/form';
import { messageThreadUrl } from '../../../config/paths';
import { useRouteWrite } from '../../../lib/route-write';
import { threadListReads } from './message-reads';

/** What the thread screen is told when opened from a deal, a match or a listing: the label its next message carries. */
export interface ThreadEntryState {
  context?: string;
}

/**
 * POST /api/messages/threads: the one thread with a member, opened if new,
 * then shown (with what it is about, when opened from something). A 403 (the
 * two may not talk) toasts the server's reason.
 */
export function useOpenMessageThread() {
  const navigate = useNavigate();
  return useRouteWrite('openMessageThread', {
    input: ({ memberId }: { memberId: string; context?: string }) => ({ body: { memberId } }),
    invalidate: [threadListReads],
    failure: apiReason,
    onSuccess: (thread, { context }) => {
      const state: ThreadEntryState | undefined = context ? { context } : undefined;
      void navigate(messageThreadUrl(thread.id), { state });
    },
  });
}
