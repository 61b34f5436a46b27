import type { MessageThread } from '@club/shared';
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { useBlockThread, useMuteThread } from '../api/thread-switches';
import { ReportDialog } from './report-dialog';

function BlockDialog({ thread, name, onClose }: { thread: MessageThread; name: string; onClose: () => void }) {
  const block = useBlockThread(thread.id);
  const navigate = useNavigate();
  return (
    <Dialog open onClose={onClose} title={`Block ${name}?`}>
      <Text>
        Neither of you can send a message in this conversation while {name} is blocked, and it leaves your inbox. They are not told. You can unblock them from
        Blocked members in Messages.
      </Text>
      <Flex justifyContent="flex-end" gap="0.5rem" wrap="wrap">
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variation="destructive"
          onClick={() => block.mutate(true, { onSuccess: () => void navigate(paths.messages.path) })}
          isLoading={block.isPending}
          loadingText="Blocking..."
        >
          Block
        </Button>
      </Flex>
    </Dialog>
  );
}

/** A thread's actions: Mute or Unmute, Block (after a confirmation; back to the inbox) or Unblock, and Report. */
export function ThreadActions({ thread, name }: { thread: MessageThread; name: string }) {
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const mute = useMuteThread(thread.id);
  const unblock = useBlockThread(thread.id);
  const close = () => setDialog(null);
  return (
    <Flex className="thread__actions" gap="0.5rem" wrap="wrap">
      <Button size="small" onClick={() => mute.mutate(!thread.muted)} isLoading={mute.isPending} loadingText={thread.muted ? 'Unmuting...' : 'Muting...'}>
        {thread.muted ? 'Unmute' : 'Mute'}
      </Button>
      {thread.blockedByMe ? (
        <Button size="small" onClick={() => unblock.mutate(false)} isLoading={unblock.isPending} loadingText="Unblocking...">
          Unblock
        </Button>
      ) : (
        <Button size="small" onClick={() => setDialog('block')}>
          Block
        </Button>
      )}
      <Button size="small" variation="link" onClick={() => setDialog('report')}>
        Report
      </Button>
      {dialog === 'block' ? <BlockDialog thread={thread} name={name} onClose={close} /> : null}
      {dialog === 'report' ? <ReportDialog threadId={thread.id} name={name} onClose={close} /> : null}
    </Flex>
  );
}
