import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/*
 * Stamping a viewer's watermark (watermark-text.ts) into the copy they
 * download: only the download route loads pdf-lib.
 */

const GREY = rgb(0.45, 0.45, 0.45);

/** The text as the standard font can draw it: characters outside its set become `?` (pdf-lib would throw). */
function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((char) => (supported.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/** One translucent line corner to corner, and a footer line readable when printed. */
function stampPage(page: PDFPage, font: PDFFont, text: string): void {
  const { width, height } = page.getSize();
  const angle = Math.atan2(height, width);
  const diagonal = Math.hypot(width, height);
  const unitWidth = font.widthOfTextAtSize(text, 1);
  // As large as fits along 80% of the diagonal, within readable bounds.
  const size = Math.max(10, Math.min(48, (diagonal * 0.8) / unitWidth));
  const textWidth = unitWidth * size;
  page.drawText(text, {
    x: width / 2 - (textWidth / 2) * Math.cos(angle) + (size / 3) * Math.sin(angle),
    y: height / 2 - (textWidth / 2) * Math.sin(angle) - (size / 3) * Math.cos(angle),
    size,
    font,
    color: GREY,
    opacity: 0.25,
    rotate: degrees((angle * 180) / Math.PI),
  });
  const footerSize = Math.max(6, Math.min(9, ((width - 40) / unitWidth) * 0.95));
  page.drawText(text, { x: 20, y: 12, size: footerSize, font, color: GREY, opacity: 0.8 });
}

/** A copy of the PDF with `text` stamped on every page (diagonal and footer). */
export async function stampPdf(bytes: Uint8Array, text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const line = drawable(font, text);
  for (const page of pdf.getPages()) stampPage(page, font, line);
  return pdf.save();
}

/** A4 in points: an image is placed on a page no larger, keeping its proportions. */
const A4 = { width: 595.28, height: 841.89 };

/** A one-page PDF of the PNG or JPEG image, stamped with `text`. */
export async function stampImageAsPdf(bytes: Uint8Array, kind: 'png' | 'jpeg', text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = kind === 'png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  const landscape = image.width > image.height;
  const box = landscape ? { width: A4.height, height: A4.width } : A4;
  const margin = 36;
  const scale = Math.min((box.width - 2 * margin) / image.width, (box.height - 2 * margin) / image.height, 1);
  const page = pdf.addPage([box.width, box.height]);
  const drawn = { width: image.width * scale, height: image.height * scale };
  page.drawImage(image, { x: (box.width - drawn.width) / 2, y: (box.height - drawn.height) / 2, ...drawn });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  stampPage(page, font, drawable(font, text));
  return pdf.save();
}
