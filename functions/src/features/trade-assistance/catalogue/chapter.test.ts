import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, HS_CATALOGUE_FILE, readChapter, type CatalogueFile } from './load.js';

const text = fs.readFileSync(new URL(`./${HS_CATALOGUE_FILE}`, import.meta.url), 'utf8');
const whole = buildCatalogue(JSON.parse(text) as CatalogueFile);

describe('one chapter read from the catalogue file', () => {
  it('holds exactly the chapter’s codes and every section, for each of the 96 chapters', () => {
    const chapters = whole.entries.filter((entry) => entry.level === 'chapter').map((entry) => entry.code);
    expect(chapters).toHaveLength(96);
    for (const chapter of chapters) {
      const part = buildCatalogue(readChapter(text, chapter));
      expect(part.entries, chapter).toEqual(whole.entries.filter((entry) => entry.code.startsWith(chapter)));
      expect(part.sections).toEqual(whole.sections);
    }
  });

  it('is empty for a chapter the nomenclature does not have', () => {
    // Chapter 77 is reserved in HS 2022.
    expect(readChapter(text, '77').codes).toEqual([]);
  });
});
