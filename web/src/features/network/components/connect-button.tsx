import { Button } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';

// The dialog (with its form) loads on the first click, so directory and network pages do not carry the form code.
export const ConnectDialog = lazy(() => import('./connect-dialog').then(({ ConnectDialog }) => ({ default: ConnectDialog })));

/** Connect on a member card (directory, 2nd and 3rd degree): opens the Connect dialog, which checks how the two stand first. */
export function ConnectButton({ memberId, name, size = 'small' }: { memberId: string; name: string; size?: 'small' | 'large' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)} aria-label={`Connect with ${name}`}>
        Connect
      </Button>
      <Suspense fallback={null}>{open ? <ConnectDialog memberId={memberId} name={name} onClose={() => setOpen(false)} /> : null}</Suspense>
    </>
  );
}
