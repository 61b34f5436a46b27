/**
 * India's business registration numbers a customs broker asks for:
 *
 * - IEC (Importer-Exporter Code, DGFT): 10 letters or digits (the firm's PAN
 *   for codes issued since 2017, older codes differ), no check character.
 * - GSTIN (CBIC's GST identification number), 15 characters: the 2-digit
 *   state code, the holder's 10-character PAN (5 letters, 4 digits, a
 *   letter), the registration's number for that PAN in that state (1-9, then
 *   A-Z), 'Z', and a check character over the first 14: each character's
 *   value in 0-9A-Z times alternately 1 and 2, its base-36 digits summed, the
 *   check being what brings the sum to a multiple of 36.
 */

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GST state codes: 01-38 for the states and union territories, 97 other territory, 99 centre jurisdiction. */
const isStateCode = (code: string) => {
  const n = Number(code);
  return /^\d{2}$/.test(code) && ((n >= 1 && n <= 38) || n === 97 || n === 99);
};

/** The check character of a GSTIN's first 14 characters (upper case). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Why `gstin` (upper case, no spaces) is not a well-formed GSTIN, or undefined when it is. */
export function gstinProblem(gstin: string): string | undefined {
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return 'GSTIN is 15 letters or digits';
  if (!isStateCode(gstin.slice(0, 2))) return 'GSTIN must start with a state code (01 to 38, 97 or 99)';
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12))) return 'GSTIN characters 3 to 12 must be a PAN (5 letters, 4 digits, a letter)';
  if (gstin[12] === '0') return 'GSTIN character 13 (the registration number) must be 1 to 9 or a letter';
  if (gstin[13] !== 'Z') return 'GSTIN character 14 must be Z';
  if (gstin[14] !== gstinCheckCharacter(gstin)) return 'GSTIN check character (the last) does not match: check the number for a typo';
  return undefined;
}
