import { getDocumentProxy } from 'unpdf';

/** One run of text as a PDF reader places it: its left and right edge, in points. */
export interface PdfTextItem {
  text: string;
  x: number;
  right: number;
}

/** One visual line of a page: the runs on one baseline, left to right. */
export interface PdfTextLine {
  y: number;
  items: PdfTextItem[];
  /** The runs joined with " | ", so a table row reads as its cells. */
  text: string;
}

/** A page as a reader extracts it (pdf.js, through unpdf): its lines top to bottom, and the whole text. */
export interface PdfPageText {
  lines: PdfTextLine[];
  text: string;
}

/** Reads every page of a PDF the way a reader would, for tests to assert what a member sees. */
export async function readPdf(bytes: Uint8Array): Promise<PdfPageText[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: PdfPageText[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const byBaseline = new Map<number, PdfTextItem[]>();
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5] as number);
      const x = item.transform[4] as number;
      byBaseline.set(y, [...(byBaseline.get(y) ?? []), { text: item.str.trim(), x, right: x + item.width }]);
    }
    const lines = [...byBaseline.entries()]
      .sort(([a], [b]) => b - a)
      .map(([y, items]) => {
        const sorted = items.sort((a, b) => a.x - b.x);
        return { y, items: sorted, text: sorted.map((item) => item.text).join(' | ') };
      });
    pages.push({ lines, text: lines.map((line) => line.text).join('\n') });
  }
  return pages;
}
