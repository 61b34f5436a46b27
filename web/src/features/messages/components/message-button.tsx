import { Button } from '@aws-amplify/ui-react';
import { useOpenMessageThread } from '../api/open-message-thread';

/**
 * Message, beside a member the caller may talk to: opens (or finds) the one
 * thread between them and shows it. When they may not talk, the server's
 * reason comes as a toast, so the button is never a dead end.
 */
export function MessageButton({
  memberId,
  name,
  about,
  size = 'small',
  variation = 'primary',
}: {
  memberId: string;
  name: string;
  /** What the conversation would be about (a deal, a match, a listing): the button's spoken name says it, and the next message sent carries it. */
  about?: string;
  size?: 'small' | 'large';
  variation?: 'primary' | 'link';
}) {
  const open = useOpenMessageThread();
  return (
    <Button
      size={size}
      variation={variation}
      onClick={() => open.mutate({ memberId, context: about })}
      isLoading={open.isPending}
      loadingText="Opening..."
      aria-label={about ? `Message ${name} about ${about}` : `Message ${name}`}
    >
      Message
    </Button>
  );
}
