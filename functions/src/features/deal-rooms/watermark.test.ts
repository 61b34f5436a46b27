import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf-text.js';
import { samplePdf, samplePng } from '../../test/sample-files.js';
import { stampFonts } from './fonts/stamp-fonts.js';
import { runsOf, stampImageAsPdf, stampPdf } from './watermark.js';
import { watermarkText } from './watermark-text.js';

const viewer = { name: 'Lakshmi Reddy', email: 'lakshmi@example.com' };

describe('watermarkText', () => {
  it('fills name, e-mail and the day in India', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India.
    expect(watermarkText('Confidential · {name} · {email} · {date}', viewer, new Date('2026-12-31T20:00:00Z'))).toBe(
      'Confidential · Lakshmi Reddy · lakshmi@example.com · 2027-01-01',
    );
    expect(watermarkText('For {name} only ({name})', viewer, new Date())).toBe('For Lakshmi Reddy only (Lakshmi Reddy)');
  });
});

describe('stampPdf', () => {
  it('puts the watermark on every page and keeps the pages', async () => {
    const text = watermarkText('Confidential · {name} · {email} · {date}', viewer, new Date('2026-11-27T06:00:00Z'));
    const stamped = await stampPdf(await samplePdf(4, 'Deck'), text);

    const pages = await readPdf(stamped);
    expect(pages).toHaveLength(4);
    pages.forEach((page, i) => {
      expect(page.text).toContain(`Deck page ${i + 1}`);
      // The diagonal line and the footer line each carry it.
      expect(page.lines.filter((line) => line.text.includes(text)).length, `page ${i + 1}`).toBeGreaterThanOrEqual(2);
    });
  });

  it('draws Telugu and Latin in one line, each in its font, and reads back as written', async () => {
    const text = 'పవన్ Kumar · pavan@example.com · 5 Dec 2026 10:00';
    const [page] = await readPdf(await stampPdf(await samplePdf(1), text));
    const footer = page!.lines.find((line) => line.text.includes('pavan@example.com') && line.text.includes('పవన్'))!;
    expect(footer.items.map((item) => item.text)).toEqual(['పవన్', 'Kumar · pavan@example.com · 5 Dec 2026 10:00']);
    expect(page!.text).not.toContain('?');
  });

  it('draws characters no stamp font has as ?, rather than failing', async () => {
    const stamped = await stampPdf(await samplePdf(1), 'Confidential · 王芳 · Łukasz · s@example.com');
    const [page] = await readPdf(stamped);
    const footer = page!.lines.find((line) => line.text.includes('s@example.com') && line.text.includes('Confidential'))!;
    // Runs of each font, as a reader extracts them (trimmed): Ł is Latin Extended.
    expect(footer.items.map((item) => item.text)).toEqual(['Confidential · ?? ·', 'Ł', 'ukasz · s@example.com']);
  });

  it('refuses bytes that are not a PDF', async () => {
    await expect(stampPdf(new TextEncoder().encode('MZ not a pdf'), 'x')).rejects.toThrow();
  });
});

describe('runsOf', () => {
  it('keeps spaces and punctuation with the words they follow, and starts a run only where the script changes', () => {
    const runs = runsOf('Confidential · సురేష్ రెడ్డి · Łódź', stampFonts()).map((run) => [
      run.font.name.replace(/^noto-sans-telugu-|-400-normal\.woff$/g, ''),
      run.text,
    ]);
    expect(runs).toEqual([
      ['latin', 'Confidential · '],
      ['telugu', 'సురేష్ రెడ్డి '],
      ['latin', '· '],
      ['latin-ext', 'Ł'],
      ['latin', 'ód'],
      ['latin-ext', 'ź'],
    ]);
  });
});

describe('stampImageAsPdf', () => {
  it('turns a PNG into a one-page PDF carrying the watermark', async () => {
    const stamped = await stampImageAsPdf(samplePng(), 'png', 'Confidential · Lakshmi Reddy');
    const pages = await readPdf(stamped);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain('Confidential · Lakshmi Reddy');
  });
});
