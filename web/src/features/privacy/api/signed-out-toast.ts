import { toast } from '../../../components/ui/toast';

/** The toast after signing devices out, with how many the server ended. */
export function signedOutToast(action: string, signedOut: number): void {
  const title = signedOut === 0 ? 'No other device was signed in' : `Signed out of ${signedOut} ${signedOut === 1 ? 'device' : 'devices'}`;
  toast({ title, variant: 'success', action });
}
