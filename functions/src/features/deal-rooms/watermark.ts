import { PDFDocument, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fontkit, stampFonts, type StampFont } from './fonts/stamp-fonts.js';

/*
 * Stamping a viewer's watermark (watermark-text.ts) into the copy they view
 * or download: only the view and download routes load pdf-lib and the fonts.
 */

const GREY = rgb(0.45, 0.45, 0.45);
/** What a character no stamp font has is drawn as (in the first font). */
const MISSING = '?';

/** A stretch of the text drawn in one font. */
interface Run {
  text: string;
  font: StampFont;
}

/**
 * The text cut into runs of one font each: a character goes to the font of
 * the run it continues when that font has it (spaces and punctuation stay
 * with their words), else to the first font that has it; a character none
 * has becomes `?`.
 */
export function runsOf(text: string, fonts: readonly StampFont[]): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const last = runs.at(-1);
    if (last?.font.covers.has(code)) {
      last.text += char;
      continue;
    }
    const font = fonts.find((candidate) => candidate.covers.has(code));
    const drawn = font ? char : MISSING;
    const into = font ?? fonts[0]!;
    if (last?.font === into) last.text += drawn;
    else runs.push({ text: drawn, font: into });
  }
  return runs;
}

/** The text's runs with each font embedded once in `pdf` (only the glyphs used), and their widths at size 1. */
async function layOut(pdf: PDFDocument, text: string) {
  pdf.registerFontkit(fontkit);
  const embedded = new Map<StampFont, PDFFont>();
  const runs: { text: string; font: PDFFont; unitWidth: number }[] = [];
  for (const run of runsOf(text, stampFonts())) {
    let font = embedded.get(run.font);
    if (!font) {
      font = await pdf.embedFont(run.font.bytes, { subset: true });
      embedded.set(run.font, font);
    }
    runs.push({ text: run.text, font, unitWidth: font.widthOfTextAtSize(run.text, 1) });
  }
  return { runs, unitWidth: runs.reduce((sum, run) => sum + run.unitWidth, 0) };
}

type Line = Awaited<ReturnType<typeof layOut>>;

/** Draws the line's runs one after another from (x, y) along `angle` (radians). */
function drawLine(page: PDFPage, line: Line, at: { x: number; y: number; size: number; angle: number; opacity: number }): void {
  let offset = 0;
  for (const run of line.runs) {
    page.drawText(run.text, {
      x: at.x + offset * Math.cos(at.angle),
      y: at.y + offset * Math.sin(at.angle),
      size: at.size,
      font: run.font,
      color: GREY,
      opacity: at.opacity,
      ...(at.angle ? { rotate: degrees((at.angle * 180) / Math.PI) } : {}),
    });
    offset += run.unitWidth * at.size;
  }
}

/** One translucent line corner to corner, and a footer line readable when printed. */
function stampPage(page: PDFPage, line: Line): void {
  const { width, height } = page.getSize();
  const angle = Math.atan2(height, width);
  const diagonal = Math.hypot(width, height);
  // As large as fits along 80% of the diagonal, within readable bounds.
  const size = Math.max(10, Math.min(48, (diagonal * 0.8) / line.unitWidth));
  const textWidth = line.unitWidth * size;
  drawLine(page, line, {
    x: width / 2 - (textWidth / 2) * Math.cos(angle) + (size / 3) * Math.sin(angle),
    y: height / 2 - (textWidth / 2) * Math.sin(angle) - (size / 3) * Math.cos(angle),
    size,
    angle,
    opacity: 0.25,
  });
  const footerSize = Math.max(6, Math.min(9, ((width - 40) / line.unitWidth) * 0.95));
  drawLine(page, line, { x: 20, y: 12, size: footerSize, angle: 0, opacity: 0.8 });
}

/** A copy of the PDF with `text` stamped on every page (diagonal and footer). */
export async function stampPdf(bytes: Uint8Array, text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes);
  const line = await layOut(pdf, text);
  for (const page of pdf.getPages()) stampPage(page, line);
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
  stampPage(page, await layOut(pdf, text));
  return pdf.save();
}
