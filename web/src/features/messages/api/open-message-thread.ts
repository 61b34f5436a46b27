import { useNavigate } from 'react-router-dom';
import { apiReason } from '../../../components/form';
import { messageThreadUrl } from '../../../config/paths';
import { useRouteWrite } from '../../../lib/route-write';
import { threadListReads } from './message-reads';

/**
 * POST /api/messages/threads: the one thread with a member, opened if new,
 * then shown. A 403 (the two may not talk) toasts the server's reason.
 */
export function useOpenMessageThread() {
  const navigate = useNavigate();
  return useRouteWrite('openMessageThread', {
    input: (memberId: string) => ({ body: { memberId } }),
    invalidate: [threadListReads],
    failure: apiReason,
    onSuccess: (thread) => void navigate(messageThreadUrl(thread.id)),
  });
}
