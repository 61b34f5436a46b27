import type { Festival } from '@club/shared';
import { Button } from '@aws-amplify/ui-react';
import { toast } from '../../../components/ui/toast';
import { festivalCalendarUrl } from '../api/festival-calendar';

export const GREETING_COPIED = 'Greeting copied: paste it into a message';
export const NOT_COPIED = 'Could not copy to the clipboard';

/** The greeting a member shares: the first Telugu greeting with its English, and the festival's name. */
export function greetingText(festival: Festival): string {
  const pair = festival.greetingPairs[0];
  return pair ? `${pair.telugu} — ${pair.english}` : `${festival.nameInTelugu} — ${festival.name}`;
}

/** Copies text, with a toast either way. */
export async function copyText(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: done, variant: 'success' });
  } catch {
    toast({ title: NOT_COPIED, variant: 'destructive' });
  }
}

/** Share greeting: the system share sheet where the browser has one (phones), the clipboard otherwise. */
async function shareGreeting(festival: Festival): Promise<void> {
  const text = greetingText(festival);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: festival.name, text });
      return;
    } catch (error) {
      // The member closed the sheet: nothing to do. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyText(text, GREETING_COPIED);
}

/** A festival card's actions besides View Details: Add to calendar (.ics download) and Share greeting. */
export function FestivalShareActions({ festival }: { festival: Festival }) {
  return (
    <>
      <a className="amplify-button amplify-button--small" href={festivalCalendarUrl(festival.id)} download>
        {/* One span: loose text beside the hidden name in the inline-flex button would lose its spaces. */}
        <span>
          Add <span className="visually-hidden">{festival.name}</span> to calendar
        </span>
      </a>
      <Button size="small" onClick={() => void shareGreeting(festival)} aria-label={`Share greeting for ${festival.name}`}>
        Share greeting
      </Button>
    </>
  );
}
