/** A preview cut at `max` characters plus '...' (spec 1 §9 preview lengths); shorter text is left whole. */
export const preview = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}...` : text);

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** Relative time as 'x ago' ('5 minutes ago', 'just now'). */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** A label from an enum value: 'govt_liaison' → 'Govt Liaison', 'trade' → 'Trade'. */
export const labelOf = (value: string): string =>
  value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
