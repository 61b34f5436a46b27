/**
 * The bridge between Telugu and Latin spellings of names: both sides are
 * folded to one loose Latin form, so "reddy" finds "రెడ్డి" and "రెడ్డి"
 * finds "Reddy". The form is deliberately lossy (it is a matching key, never
 * shown): vowel length, aspiration, retroflex versus dental and doubled
 * letters are all dropped, because members spell the same name every way.
 */

/** Consonants, with the inherent vowel left off (added unless a vowel sign or the virama follows). */
const CONSONANTS: Record<string, string> = {
  క: 'k',
  ఖ: 'kh',
  గ: 'g',
  ఘ: 'gh',
  ఙ: 'n',
  చ: 'ch',
  ఛ: 'ch',
  జ: 'j',
  ఝ: 'jh',
  ఞ: 'n',
  ట: 't',
  ఠ: 'th',
  డ: 'd',
  ఢ: 'dh',
  ణ: 'n',
  త: 't',
  థ: 'th',
  ద: 'd',
  ధ: 'dh',
  న: 'n',
  ప: 'p',
  ఫ: 'ph',
  బ: 'b',
  భ: 'bh',
  మ: 'm',
  య: 'y',
  ర: 'r',
  ఱ: 'r',
  ల: 'l',
  ళ: 'l',
  ఴ: 'l',
  వ: 'v',
  శ: 'sh',
  ష: 'sh',
  స: 's',
  హ: 'h',
};

/** Vowels standing alone (at a word's start or after another vowel). */
const VOWELS: Record<string, string> = {
  అ: 'a',
  ఆ: 'aa',
  ఇ: 'i',
  ఈ: 'ii',
  ఉ: 'u',
  ఊ: 'uu',
  ఋ: 'ru',
  ౠ: 'ru',
  ఌ: 'lu',
  ౡ: 'lu',
  ఎ: 'e',
  ఏ: 'e',
  ఐ: 'ai',
  ఒ: 'o',
  ఓ: 'o',
  ఔ: 'au',
};

/** Vowel signs: the vowel that replaces a consonant's inherent `a`. */
const VOWEL_SIGNS: Record<string, string> = {
  'ా': 'aa',
  'ి': 'i',
  'ీ': 'ii',
  'ు': 'u',
  'ూ': 'uu',
  'ృ': 'ru',
  'ౄ': 'ru',
  'ె': 'e',
  'ే': 'e',
  'ై': 'ai',
  'ొ': 'o',
  'ో': 'o',
  'ౌ': 'au',
};

const VIRAMA = '్';
const ANUSVARA = 'ం';
const HALF_ANUSVARA = 'ఁ';
const VISARGA = 'ః';
const TELUGU = /[\u0C00-\u0C7F]/;

/** Telugu script to Latin letters (other characters kept as they are). */
export function teluguToLatin(word: string): string {
  const chars = [...word.normalize('NFC')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    const consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      out += consonant;
      const next = chars[i + 1];
      if (next === VIRAMA) i++;
      else if (next !== undefined && VOWEL_SIGNS[next] !== undefined) {
        out += VOWEL_SIGNS[next];
        i++;
      } else out += 'a';
      continue;
    }
    if (VOWELS[char] !== undefined) out += VOWELS[char];
    // The anusvara sounds as the nasal of the consonant after it: "m" before p, b, m (ప to మ); "n" otherwise.
    // Escaped: esbuild keeps a regular expression's characters as written, and one non-ASCII character makes the
    // whole bundle two-byte source, about 10 ms slower to load (the bench checks every bundle is ASCII).
    else if (char === ANUSVARA || char === HALF_ANUSVARA) out += /^[\u0C2A-\u0C2E]/.test(chars[i + 1] ?? '') ? 'm' : 'n';
    else if (char === VISARGA) out += 'h';
    else if (char >= '౦' && char <= '౯') out += String(char.charCodeAt(0) - '౦'.charCodeAt(0));
    else if (!TELUGU.test(char)) out += char;
    // Other Telugu signs (nukta, length marks) carry nothing a Latin spelling shows.
  }
  return out;
}

/**
 * A Latin word's loose form: accents dropped, x → ks, q → k, w → v, f → p,
 * z → j, h dropped after a consonant (kh, th, sh, bh…), ee → i and oo → u,
 * m before p or b → n (as the anusvara), a final y → i, and every doubled
 * letter once. Words in other scripts are returned as they are.
 */
export function foldLatin(word: string): string {
  const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (!/^[a-z0-9]+$/.test(plain)) return word;
  return plain
    .replace(/x/g, 'ks')
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/f/g, 'p')
    .replace(/z/g, 'j')
    .replace(/([bcdgjklmnprstv])h/g, '$1')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/m(?=[pb])/g, 'n')
    .replace(/y$/, 'i')
    .replace(/([a-z])\1+/g, '$1');
}

/** Folded words remembered: a club's vocabulary repeats (names, trade words), and indexing and highlighting fold every word. */
const folded = new Map<string, string>();
const REMEMBERED = 50_000;

/** The loose form of one indexed or queried word, whatever its script (Telugu through the table). */
export function fold(word: string): string {
  let form = folded.get(word);
  if (form === undefined) {
    form = foldLatin(TELUGU.test(word) ? teluguToLatin(word) : word);
    // Bounded: an unusual text (many distinct words) starts the memory afresh.
    if (folded.size >= REMEMBERED) folded.clear();
    folded.set(word, form);
  }
  return form;
}
