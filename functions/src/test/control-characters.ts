/** Every character a TEXT value must not carry raw: C0 but CR and LF, DEL, C1 (U+0085 among them), U+2028 and U+2029. */
export const DROPPED_CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => i).filter((c) => c !== 0x0a && c !== 0x0d),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
  0x2028,
  0x2029,
].map((c) => String.fromCodePoint(c));

/** `U+0085` for a test name. */
export const hex = (char: string): string => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
