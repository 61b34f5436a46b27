/**
 * A small PDF 1.4 writer for the trade reports: Helvetica and Helvetica-Bold
 * (two of the 14 standard fonts every reader has, so nothing is embedded),
 * WinAnsi text, A4 pages; paragraphs, framed notices and ruled tables with
 * right-aligned columns whose header repeats on every page they run onto;
 * a footer with page numbers. A report needs no more, and a PDF library such
 * as pdf-lib would double the handler's bundle.
 */

/** A paragraph, word-wrapped to the page. */
export interface PdfLine {
  kind?: 'text';
  text: string;
  bold?: boolean;
  size?: number;
  /** Extra space above, in points. */
  gap?: number;
  /** Indent from the left margin, in points. */
  indent?: number;
  /** Grey text, for sources and small print. */
  muted?: boolean;
}

/** A paragraph in a frame, for what must not be missed (the disclaimer). */
export interface PdfBox {
  kind: 'box';
  text: string;
  bold?: boolean;
  size?: number;
  gap?: number;
}

export interface PdfColumn {
  header: string;
  /** Share of the table's width (weights, scaled to the page). */
  width: number;
  align?: 'left' | 'right';
  /** Font size of the cells (default: the table's). */
  size?: number;
  muted?: boolean;
}

export interface PdfRow {
  cells: string[];
  bold?: boolean;
  /** A light background, for totals. */
  shaded?: boolean;
}

/** A table: a shaded header row, one rule under every row, cells wrapped inside their column. */
export interface PdfTable {
  kind: 'table';
  columns: PdfColumn[];
  rows: PdfRow[];
  size?: number;
  gap?: number;
  /** Draw the header row (default true); a table of label and value pairs goes without. */
  header?: boolean;
}

export type PdfBlock = PdfLine | PdfBox | PdfTable;

export interface PdfOptions {
  /** Small print at the foot of every page, before "Page n of m". */
  footer?: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50, footer: 28 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const CELL = { padX: 4, padY: 3 } as const;

/** Characters WinAnsi (PDF's standard encoding for the standard fonts) holds beyond ASCII, with their byte. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '×': 0xd7,
  '£': 0xa3,
  '°': 0xb0,
  '²': 0xb2,
  '³': 0xb3,
  é: 0xe9,
  è: 0xe8,
  ü: 0xfc,
  ö: 0xf6,
  ä: 0xe4,
};
/** Characters outside WinAnsi written as text ("₹" as "Rs."). */
const SPELLED: Record<string, string> = { '₹': 'Rs. ', '→': '->', '≤': '<=', '≥': '>=', '✓': 'v' };
// The keys of SPELLED, escaped so the bundle stays ASCII (a regular expression keeps its characters as written).
const spell = (text: string) => text.replace(/[\u20B9\u2192\u2264\u2265\u2713]/g, (c) => SPELLED[c] ?? '?');

/** The WinAnsi byte of one character ("?" for anything the encoding lacks). */
function byteOf(ch: string): number {
  const code = ch.codePointAt(0)!;
  if (code >= 0x20 && code < 0x7f) return code;
  if (WIN_ANSI[ch] !== undefined) return WIN_ANSI[ch]!;
  if (code >= 0xa0 && code <= 0xff) return code;
  return 0x3f;
}

/** A string as bytes of a PDF literal string: WinAnsi, with ( ) \ escaped. */
function encode(text: string): string {
  let out = '';
  for (const ch of spell(text)) {
    const byte = byteOf(ch);
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : byte > 0x7e ? `\\${byte.toString(8).padStart(3, '0')}` : c;
  }
  return out;
}

/**
 * Advance widths (thousandths of the size) of the printable ASCII characters,
 * space to tilde, in the standard Helvetica and Helvetica-Bold metrics.
 */
const ASCII_WIDTHS = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584,
    556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278,
    469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260,
    334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584,
    611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333,
    584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280,
    389, 584,
  ],
} as const;
/** The WinAnsi characters the reports use beyond ASCII: [regular, bold]. */
const OTHER_WIDTHS: Record<number, [number, number]> = {
  0x80: [556, 556],
  0x85: [1000, 1000],
  0x91: [222, 278],
  0x92: [222, 278],
  0x93: [333, 500],
  0x94: [333, 500],
  0x95: [350, 350],
  0x96: [556, 556],
  0x97: [1000, 1000],
  0xa0: [278, 278],
  0xa3: [556, 556],
  0xb0: [400, 400],
  0xb7: [278, 278],
  0xd7: [584, 584],
};

/** The width of `text` in points, as the reader will draw it. */
function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of spell(text)) {
    const byte = byteOf(ch);
    units += byte >= 0x20 && byte < 0x7f ? ASCII_WIDTHS[bold ? 'bold' : 'regular'][byte - 0x20]! : (OTHER_WIDTHS[byte]?.[bold ? 1 : 0] ?? 556);
  }
  return (units * size) / 1000;
}

/** `text` broken into lines no wider than `width`; a word wider than a line is cut. */
function wrap(text: string, size: number, width: number, bold = false): string[] {
  const fits = (line: string) => textWidth(line, size, bold) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (let word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && fits(`${line} ${word}`)) {
        line += ` ${word}`;
        continue;
      }
      if (line) lines.push(line);
      while (!fits(word) && word.length > 1) {
        let cut = word.length - 1;
        while (cut > 1 && !fits(word.slice(0, cut))) cut--;
        lines.push(word.slice(0, cut));
        word = word.slice(cut);
      }
      line = word;
    }
    lines.push(line);
  }
  return lines;
}

const num = (n: number) => n.toFixed(2);
const leadingOf = (size: number) => size * 1.3;

/** Lays blocks out top to bottom, starting a page when the next piece does not fit. */
class Layout {
  readonly pages: string[][] = [[]];
  private y = PAGE.height - PAGE.margin;

  private get ops() {
    return this.pages.at(-1)!;
  }

  private newPage() {
    this.pages.push([]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Room for `height` more points on this page, or a new page. Answers whether a page was started. */
  private room(height: number): boolean {
    if (this.y - height >= PAGE.margin + PAGE.footer) return false;
    this.newPage();
    return true;
  }

  private text(x: number, baseline: number, line: string, size: number, bold = false, muted = false) {
    this.ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${muted ? '0.35' : '0'} g ${num(x)} ${num(baseline)} Td (${encode(line)}) Tj ET`);
  }

  private rule(x1: number, x2: number, y: number, weight: number, grey: number) {
    this.ops.push(`${weight} w ${grey} G ${num(x1)} ${num(y)} m ${num(x2)} ${num(y)} l S`);
  }

  private fill(x: number, y: number, width: number, height: number, grey: number) {
    this.ops.push(`${grey} g ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f 0 g`);
  }

  paragraph(block: PdfLine) {
    const size = block.size ?? 10;
    const indent = block.indent ?? 0;
    this.y -= block.gap ?? 0;
    for (const line of wrap(block.text, size, CONTENT_WIDTH - indent, block.bold)) {
      this.room(leadingOf(size));
      this.y -= leadingOf(size);
      this.text(PAGE.margin + indent, this.y + size * 0.25, line, size, block.bold, block.muted);
    }
  }

  box(block: PdfBox) {
    const size = block.size ?? 10;
    const pad = 6;
    const lines = wrap(block.text, size, CONTENT_WIDTH - 2 * pad, block.bold);
    const height = lines.length * leadingOf(size) + 2 * pad;
    this.y -= block.gap ?? 0;
    this.room(height);
    this.fill(PAGE.margin, this.y - height, CONTENT_WIDTH, height, 0.95);
    this.ops.push(`1 w 0 G ${num(PAGE.margin)} ${num(this.y - height)} ${num(CONTENT_WIDTH)} ${num(height)} re S`);
    let baseline = this.y - pad;
    for (const line of lines) {
      baseline -= leadingOf(size);
      this.text(PAGE.margin + pad, baseline + size * 0.25, line, size, block.bold);
    }
    this.y -= height;
  }

  table(block: PdfTable) {
    const size = block.size ?? 9;
    const total = block.columns.reduce((sum, column) => sum + column.width, 0);
    const widths = block.columns.map((column) => (column.width / total) * CONTENT_WIDTH);
    const lefts = widths.map((_, i) => PAGE.margin + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const cellSize = (i: number) => block.columns[i]!.size ?? size;
    /** One row's wrapped cells and height. */
    const measure = (cells: string[], bold: boolean) => {
      const wrapped = block.columns.map((_, i) => (cells[i] ? wrap(cells[i]!, cellSize(i), widths[i]! - 2 * CELL.padX, bold) : []));
      // Every cell's first line sits on the row's first baseline, so a row reads across.
      const height = Math.max(leadingOf(size), ...wrapped.map((lines, i) => leadingOf(size) + (lines.length - 1) * leadingOf(cellSize(i)))) + 2 * CELL.padY;
      return { wrapped, height };
    };
    const draw = (cells: string[], bold: boolean, shade: number | undefined, weight: number, grey: number, header: boolean) => {
      const { wrapped, height } = measure(cells, bold);
      if (shade !== undefined) this.fill(PAGE.margin, this.y - height, CONTENT_WIDTH, height, shade);
      wrapped.forEach((lines, i) => {
        const column = block.columns[i]!;
        const cs = cellSize(i);
        lines.forEach((line, n) => {
          const baseline = this.y - CELL.padY - leadingOf(size) + size * 0.25 - n * leadingOf(cs);
          const x = column.align === 'right' ? lefts[i]! + widths[i]! - CELL.padX - textWidth(line, cs, bold) : lefts[i]! + CELL.padX;
          this.text(x, baseline, line, cs, bold, !header && column.muted);
        });
      });
      this.y -= height;
      this.rule(PAGE.margin, PAGE.margin + CONTENT_WIDTH, this.y, weight, grey);
    };
    const headerCells = block.columns.map((column) => column.header);
    const drawHeader = () => {
      if (block.header === false) return;
      this.rule(PAGE.margin, PAGE.margin + CONTENT_WIDTH, this.y, 0.8, 0);
      draw(headerCells, true, 0.9, 0.8, 0, true);
    };
    this.y -= block.gap ?? 0;
    const headerHeight = block.header === false ? 0 : measure(headerCells, true).height;
    // The header never stands alone at the foot of a page.
    this.room(headerHeight + (block.rows[0] ? measure(block.rows[0].cells, Boolean(block.rows[0].bold)).height : 0));
    drawHeader();
    for (const row of block.rows) {
      if (this.room(measure(row.cells, Boolean(row.bold)).height)) drawHeader();
      draw(row.cells, Boolean(row.bold), row.shaded ? 0.96 : undefined, 0.4, 0.65, false);
    }
  }

  /** The footer of every page: the small print and "Page n of m". */
  footers(footer: string | undefined) {
    this.pages.forEach((ops, i) => {
      const page = `Page ${i + 1} of ${this.pages.length}`;
      const baseline = PAGE.margin - 4;
      ops.push(`0.5 w 0.65 G ${num(PAGE.margin)} ${num(baseline + 10)} m ${num(PAGE.margin + CONTENT_WIDTH)} ${num(baseline + 10)} l S`);
      if (footer) ops.push(`BT /F1 7.5 Tf 0.35 g ${num(PAGE.margin)} ${num(baseline)} Td (${encode(footer)}) Tj ET`);
      ops.push(`BT /F1 7.5 Tf 0.35 g ${num(PAGE.margin + CONTENT_WIDTH - textWidth(page, 7.5))} ${num(baseline)} Td (${encode(page)}) Tj ET`);
    });
  }
}

/** The whole document as bytes. `title` goes in the document information. */
export function renderPdf(title: string, content: PdfBlock[], options: PdfOptions = {}): Uint8Array {
  const layout = new Layout();
  for (const block of content) {
    if (block.kind === 'table') layout.table(block);
    else if (block.kind === 'box') layout.box(block);
    else layout.paragraph(block);
  }
  layout.footers(options.footer);
  const objects: string[] = [];
  // Object number = index + 1.
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // pages, filled below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  add(`<< /Title (${encode(title)}) /Producer (Telugu Executive Club) >>`);
  const kids: number[] = [];
  for (const ops of layout.pages) {
    const stream = ops.join('\n');
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    const contentRef = objects.length;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentRef} 0 R >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
