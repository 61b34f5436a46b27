import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { ConnectDialog } from './connect-dialog';

/** Connect on a member card (directory, 2nd and 3rd degree): opens the Connect dialog, which checks how the two stand first. */
export function ConnectButton({ memberId, name, size = 'small' }: { memberId: string; name: string; size?: 'small' | 'large' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)} aria-label={`Connect with ${name}`}>
        Connect
      </Button>
      {open ? <ConnectDialog memberId={memberId} name={name} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
