import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf-text.js';
import { samplePdf, samplePng } from '../../test/sample-files.js';
import { stampImageAsPdf, stampPdf } from './watermark.js';
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

  it('draws characters the standard font lacks as ?, rather than failing', async () => {
    const stamped = await stampPdf(await samplePdf(1), 'Confidential · సురేష్ · s@example.com');
    const [page] = await readPdf(stamped);
    expect(page!.text).toMatch(/Confidential · \?{6} · s@example\.com/);
  });

  it('refuses bytes that are not a PDF', async () => {
    await expect(stampPdf(new TextEncoder().encode('MZ not a pdf'), 'x')).rejects.toThrow();
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
