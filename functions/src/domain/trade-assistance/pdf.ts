/**
 * A small text-only PDF 1.4 writer for the trade reports: Helvetica and
 * Helvetica-Bold (two of the 14 standard fonts every reader has, so nothing is
 * embedded), WinAnsi text, A4 pages, word-wrapped lines. A report needs no
 * more, and a PDF library such as pdf-lib would double the
 * handler's bundle.
 */

export interface PdfLine {
  text: string;
  bold?: boolean;
  size?: number;
  /** Extra space above, in points. */
  gap?: number;
  /** Indent from the left margin, in points. */
  indent?: number;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;

/** Characters WinAnsi (PDF's standard encoding for the standard fonts) holds beyond ASCII, with their byte. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '×': 0xd7, '£': 0xa3, '°': 0xb0, '²': 0xb2, '³': 0xb3, 'é': 0xe9, 'è': 0xe8, 'ü': 0xfc, 'ö': 0xf6, 'ä': 0xe4,
};
/** Characters outside WinAnsi written as text ("₹" as "Rs."). */
const SPELLED: Record<string, string> = { '₹': 'Rs. ', '→': '->', '≤': '<=', '≥': '>=', '✓': 'v' };

/** A string as bytes of a PDF literal string: WinAnsi, with ( ) \ escaped; anything else becomes "?". */
function encode(text: string): string {
  let out = '';
  for (const ch of text.replace(/[₹→≤≥✓]/g, (c) => SPELLED[c] ?? '?')) {
    const code = ch.codePointAt(0)!;
    let byte: number;
    if (code >= 0x20 && code < 0x7f) byte = code;
    else if (WIN_ANSI[ch] !== undefined) byte = WIN_ANSI[ch]!;
    else if (code >= 0xa0 && code <= 0xff) byte = code;
    else byte = 0x3f;
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : byte > 0x7e ? `\\${byte.toString(8).padStart(3, '0')}` : c;
  }
  return out;
}

/** Average glyph width of Helvetica (em fraction), enough to wrap lines without measuring each glyph. */
const AVG_WIDTH = 0.5;

function wrap(text: string, size: number, width: number): string[] {
  const max = Math.max(10, Math.floor(width / (size * AVG_WIDTH)));
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (!line) line = word;
      else if (line.length + 1 + word.length <= max) line += ` ${word}`;
      else {
        lines.push(line);
        line = word;
      }
      while (line.length > max) {
        lines.push(line.slice(0, max));
        line = line.slice(max);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The whole document as bytes. `title` goes in the document information. */
export function renderPdf(title: string, content: PdfLine[]): Uint8Array {
  // Lay out: split into pages of text operations.
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const item of content) {
    const size = item.size ?? 10;
    const indent = item.indent ?? 0;
    y -= item.gap ?? 0;
    for (const line of wrap(item.text, size, PAGE.width - 2 * PAGE.margin - indent)) {
      const leading = size * 1.35;
      if (y - leading < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= leading;
      pages.at(-1)!.push(`BT /${item.bold ? 'F2' : 'F1'} ${size} Tf ${(PAGE.margin + indent).toFixed(2)} ${y.toFixed(2)} Td (${encode(line)}) Tj ET`);
    }
  }
  const objects: string[] = [];
  // Object number = index + 1.
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // pages, filled below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  add(`<< /Title (${encode(title)}) /Producer (Telugu Executive Club) >>`);
  const kids: number[] = [];
  for (const ops of pages) {
    const stream = ops.join('\n');
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    const contentRef = objects.length;
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentRef} 0 R >>`);
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
