import { describe, expect, it } from 'vitest';
import { fold, foldLatin, teluguToLatin } from './transliterate.js';
import { tokenize } from './text.js';

describe('teluguToLatin', () => {
  it('adds the inherent a unless a vowel sign or the virama follows', () => {
    expect(teluguToLatin('కమల')).toBe('kamala');
    expect(teluguToLatin('పవన్')).toBe('pavan');
    expect(teluguToLatin('కి')).toBe('ki');
    expect(teluguToLatin('కీ')).toBe('kii');
    expect(teluguToLatin('కె')).toBe('ke');
    expect(teluguToLatin('కై')).toBe('kai');
  });

  it('joins consonant clusters through the virama', () => {
    expect(teluguToLatin('రెడ్డి')).toBe('reddi');
    expect(teluguToLatin('లక్ష్మి')).toBe('lakshmi');
    expect(teluguToLatin('శ్రీనివాస్')).toBe('shriinivaas');
  });

  it('reads the anusvara as the nasal of the next consonant', () => {
    expect(teluguToLatin('వెంకట')).toBe('venkata');
    expect(teluguToLatin('శంభు')).toBe('shambhu');
  });

  it('reads standing vowels, the visarga and Telugu digits', () => {
    expect(teluguToLatin('అనిల్')).toBe('anil');
    expect(teluguToLatin('ఉమ')).toBe('uma');
    expect(teluguToLatin('దుః')).toBe('duh');
    expect(teluguToLatin('౨౦౨౬')).toBe('2026');
  });
});

describe('foldLatin', () => {
  it('drops vowel length, aspiration and doubled letters', () => {
    expect(foldLatin('Reddy')).toBe('redi');
    expect(foldLatin('Yarlagadda')).toBe(foldLatin('yarlagada'));
    expect(foldLatin('Sreenivas')).toBe('srinivas');
    expect(foldLatin('Pooja')).toBe('puja');
    expect(foldLatin('Lakshmi')).toBe('laksmi');
    expect(foldLatin('Laxmi')).toBe('laksmi');
    expect(foldLatin('Wenkat')).toBe('venkat');
  });

  it('keeps digits whole and other scripts as they are', () => {
    expect(foldLatin('8811')).toBe('8811');
    expect(foldLatin('Müller')).toBe('muler');
    expect(foldLatin('राम')).toBe('राम');
  });
});

describe('fold bridges Telugu and Latin spellings of names', () => {
  const same = [
    ['రెడ్డి', 'Reddy'],
    ['రెడ్డి', 'Reddi'],
    ['వెంకట', 'Venkata'],
    ['లక్ష్మి', 'Lakshmi'],
    ['లక్ష్మి', 'Laxmi'],
    ['పవన్', 'Pavan'],
    ['పవన్', 'Pawan'],
    ['శ్రీనివాస్', 'Srinivas'],
    ['శ్రీనివాస్', 'Shreenivas'],
    ['రామేష్', 'Ramesh'],
    ['రమేష్', 'Ramesh'],
    ['చంద్ర', 'Chandra'],
  ] as const;
  it.each(same)('%s ≡ %s', (telugu, latin) => {
    expect(fold(telugu)).toBe(fold(latin.toLowerCase()));
  });

  it('keeps different names apart', () => {
    expect(fold('రమేష్')).not.toBe(fold('suresh'));
    expect(fold('పవన్')).not.toBe(fold('pavani'));
  });
});

describe('tokenize', () => {
  it('keeps vowel signs and the virama inside Telugu words', () => {
    expect(tokenize('శ్రీనివాస్ రెడ్డి, CEO')).toEqual(['శ్రీనివాస్', 'రెడ్డి', 'ceo']);
  });

  it('splits on punctuation and lower-cases in NFC', () => {
    expect(tokenize('O’Brien-Smith & Co. (HS 8471)')).toEqual(['o', 'brien', 'smith', 'co', 'hs', '8471']);
    expect(tokenize('Cafe\u0301')).toEqual(['café']);
  });
});
