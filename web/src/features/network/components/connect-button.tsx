import { Button } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { relationshipQueryOptions } from '../api/get-relationship';

// The dialog (with its form) loads on the first click, so directory and network pages do not carry the form code.
export const ConnectDialog = lazy(() => import('./connect-dialog').then(({ ConnectDialog }) => ({ default: ConnectDialog })));

/** The button's words once the page knows how the two stand (after the dialog asked, or a request was sent from it). */
const LABELS = {
  outgoing: { text: 'Request sent', aria: (name: string) => `Connection request sent to ${name}` },
  incoming: { text: 'Respond', aria: (name: string) => `Respond to ${name}'s connection request` },
  connected: { text: 'Connected', aria: (name: string) => `Connected with ${name}` },
} as const;

/**
 * Connect on a member card (directory, 2nd and 3rd degree): opens the Connect
 * dialog, which checks how the two stand first. The card reads that answer
 * from the cache only (no request per card), so once a request is sent it
 * says so; the dialog still opens, to withdraw it.
 */
export function ConnectButton({ memberId, name, size = 'small' }: { memberId: string; name: string; size?: 'small' | 'large' }) {
  const [open, setOpen] = useState(false);
  const known = useQuery({ ...relationshipQueryOptions(memberId), enabled: false }).data?.relationship;
  const label = known && known in LABELS ? LABELS[known as keyof typeof LABELS] : undefined;
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)} aria-label={label ? label.aria(name) : `Connect with ${name}`} variation={label ? 'link' : undefined}>
        {label ? label.text : 'Connect'}
      </Button>
      <Suspense fallback={null}>{open ? <ConnectDialog memberId={memberId} name={name} onClose={() => setOpen(false)} /> : null}</Suspense>
    </>
  );
}
