/** A preview cut at `max` characters plus '...' (lengths in PREVIEW); shorter text is left whole. */
export const preview = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}...` : text);

/** A label from an enum value: 'govt_liaison' → 'Govt Liaison', 'trade' → 'Trade'. */
export const labelOf = (value: string): string =>
  value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
