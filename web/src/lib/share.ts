import { toast } from '../components/ui/toast';

/**
 * Shares through the system share sheet where the browser has one (phones,
 * the installed app), else copies the link with a toast. A closed sheet is
 * no failure; any other failure of the sheet falls back to copying.
 */
export async function shareOrCopy(shared: { title: string; text?: string; url: string }, copied: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(shared);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(shared.url);
    toast({ title: copied, variant: 'success' });
  } catch {
    toast({ title: 'Could not copy the link', variant: 'destructive' });
  }
}
