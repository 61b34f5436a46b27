import { allTimeZones, zoneOffset } from './dates.js';

/**
 * ICU (and so every browser's and Node's Intl) still names some zones by
 * their old IANA links: 'Asia/Calcutta' where people say Kolkata. Both names
 * work in Intl; the picker shows and stores the current one.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Etc/UTC': 'UTC',
  'Etc/GMT': 'UTC',
};

/** The current IANA name of a zone ('Asia/Calcutta' → 'Asia/Kolkata'); other names as given. */
export const currentZoneName = (zone: string): string => CURRENT_NAMES[zone] ?? zone;

/** One entry of a zone picker. */
export interface TimeZoneOption {
  /** The current IANA name, stored as the member's zone. */
  value: string;
  /** The city and the offset now: 'Kolkata (UTC+05:30)'. */
  label: string;
}

/** '+05:30', '-04:00', '+00:00'. */
function offsetText(offsetMs: number): string {
  const minutes = Math.round(offsetMs / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The last part of a zone's name, as people read it ('America/Argentina/Buenos_Aires' → 'Buenos Aires'). */
const cityOf = (zone: string): string => (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');

/**
 * Every zone the runtime knows under its current name, labelled with its city
 * and its offset at `at`, west to east, then by city. A city two regions share
 * names its region too ('Georgetown, America'). `extra` zones (the member's
 * stored one, the browser's) are offered even where the runtime lists them
 * under another name.
 */
export function timeZoneOptions(at: Date, extra: readonly string[] = []): TimeZoneOption[] {
  const zones = [...new Set([...allTimeZones(), ...extra].map(currentZoneName))];
  const cities = new Map<string, number>();
  for (const zone of zones) cities.set(cityOf(zone), (cities.get(cityOf(zone)) ?? 0) + 1);
  return zones
    .map((zone) => {
      const offset = zoneOffset(at, zone);
      const city = zone === 'UTC' ? 'UTC' : cityOf(zone);
      const place = (cities.get(city) ?? 0) > 1 && zone.includes('/') ? `${city}, ${zone.split('/')[0]}` : city;
      return { value: zone, offset, label: `${place} (UTC${offsetText(offset)})` };
    })
    .sort((a, b) => a.offset - b.offset || a.label.localeCompare(b.label))
    .map(({ value, label }) => ({ value, label }));
}
