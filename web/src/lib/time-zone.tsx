import { formatDate, isTimeZone, runtimeTimeZone } from '@club/shared';
import { createContext, useContext, type ReactNode } from 'react';

const TimeZoneContext = createContext<string | undefined>(undefined);

/** The zone a member's stored preference names, else the browser's (an unknown stored zone falls back too). */
export const viewerTimeZone = (preferred: string | undefined): string => (preferred && isTimeZone(preferred) ? preferred : runtimeTimeZone());

// The signed-in member's zone for label helpers called outside components (table cells, toasts); the provider keeps it current.
let activeZone: string | undefined;

/** The zone to show times in, for code outside a component: the signed-in member's, else the browser's. */
export const viewerZone = (): string => activeZone ?? runtimeTimeZone();

/** A day as the member reads it, in their zone ('27 Nov 2026'), for label helpers outside components. */
export const dayText = (iso: string): string => formatDate(iso, viewerZone(), { weekday: false });

/** Times under it are shown in the member's preferred zone (the router passes the signed-in member's). */
export function TimeZoneProvider({ zone, children }: { zone: string | undefined; children: ReactNode }) {
  const shown = viewerTimeZone(zone);
  activeZone = shown;
  return <TimeZoneContext.Provider value={shown}>{children}</TimeZoneContext.Provider>;
}

/** The zone to show times in: the member's preference, else the browser's (signed out, or outside the shell). */
export const useTimeZone = (): string => useContext(TimeZoneContext) ?? runtimeTimeZone();
