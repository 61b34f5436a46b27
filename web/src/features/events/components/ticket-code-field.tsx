import { TextField } from '@aws-amplify/ui-react';

/** The door's "Ticket code" box (live and offline): typed as printed, capitals, no spelling help. */
export function TicketCodeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Ticket code"
      descriptiveText="The 8 characters beside the attendee's QR code"
      placeholder="e.g. AC3F 9KXM"
      value={value}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      onChange={(change) => onChange(change.target.value)}
    />
  );
}
