import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatMoney, formatNumber, type DealCurrency } from '@club/shared';

/**
 * Development tooling, never imported by a handler: the demo rooms' documents
 * (scripts/src/seed/deal-room-files.ts), generated from a demo deal's own
 * figures so every page is made up and nothing is confidential. Fixed dates,
 * so a re-seed makes the same bytes.
 */

export interface DemoDealFacts {
  title: string;
  founderName: string;
  description?: string;
  stage: string;
  industry?: string;
  raiseSizeTarget?: number;
  valuation?: number;
  currency?: DealCurrency;
  /** The deal's own story, so its deck and summary agree with its listing; a plain made-up one without. */
  story?: DemoDealStory;
}

/** What a demo deal's deck says slide by slide, and its financial summary's table. */
export interface DemoDealStory {
  problem: string;
  solution: string;
  market: string;
  traction: string;
  model: string;
  /** The summary's note on its figures: 'Figures in lakh rupees; ...'. */
  figuresIn: string;
  /** The summary's table: a header row of years, then one row per line. */
  financials: string[][];
  /** The summary's closing paragraph after the round. */
  plan: string;
}

/** A made-up story for a deal that has none of its own. */
const PLAIN_STORY: DemoDealStory = {
  problem: 'Small and mid-sized businesses in Andhra Pradesh and Telangana lose weeks to manual paperwork, slow payments and fragmented suppliers.',
  solution: 'One place for the whole workflow, in Telugu and English, on the phones teams already carry.',
  market: 'Over a million registered businesses across the two states, growing faster than the national average.',
  traction: 'Pilot customers in Hyderabad, Vijayawada and Visakhapatnam; monthly revenue tripled over the last two quarters.',
  model: 'A monthly subscription per location, with a transaction fee on payments made through the platform.',
  figuresIn: 'Figures in lakh rupees; FY 2027 and FY 2028 are the plan.',
  financials: [
    ['', 'FY 2026', 'FY 2027', 'FY 2028'],
    ['Revenue', '84', '260', '640'],
    ['Gross margin', '58%', '63%', '67%'],
    ['Operating costs', '132', '290', '470'],
    ['EBITDA', '-83', '-126', '-41'],
    ['Cash at year end', '96', '410', '210'],
    ['Customers', '140', '520', '1,400'],
  ],
  plan: 'The round funds the plan to break-even in FY 2029. Hiring is two thirds of operating costs.',
};

const INK = rgb(0.12, 0.14, 0.2);
const ACCENT = rgb(0.78, 0.36, 0.05);
const MUTED = rgb(0.42, 0.45, 0.5);
const FIXED_DATE = new Date(Date.UTC(2026, 9, 1));

/** The standard fonts draw WinAnsi only: the rupee sign is written out, anything else unknown becomes `?`. */
const safe = (font: PDFFont, text: string) => {
  const supported = new Set(font.getCharacterSet());
  return [...text.replaceAll('₹', 'Rs ')].map((char) => (supported.has(char.codePointAt(0)!) ? char : '?')).join('');
};

const money = (facts: DemoDealFacts, amount: number | undefined) => (amount === undefined ? 'to be agreed' : formatMoney(amount, facts.currency ?? 'INR'));

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

async function newDocument(title: string): Promise<{ pdf: PDFDocument; fonts: Fonts }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Telugu Executive Club demo data');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  return { pdf, fonts: { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) } };
}

/** Words wrapped to `width` points. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function paragraph(page: PDFPage, font: PDFFont, text: string, at: { x: number; y: number; size: number; width: number }): number {
  let y = at.y;
  for (const line of wrap(font, safe(font, text), at.size, at.width)) {
    page.drawText(line, { x: at.x, y, size: at.size, font, color: INK });
    y -= at.size * 1.45;
  }
  return y;
}

function footer(page: PDFPage, fonts: Fonts, text: string) {
  page.drawText(safe(fonts.regular, `${text} · demo document, figures made up`), { x: 40, y: 20, size: 8, font: fonts.regular, color: MUTED });
}

/** A slide deck of eight landscape pages: the story of the raise. */
export async function demoPitchDeck(facts: DemoDealFacts): Promise<Uint8Array> {
  const { pdf, fonts } = await newDocument(`${facts.title} — pitch deck`);
  const story = facts.story ?? PLAIN_STORY;
  const slides: [string, string][] = [
    [facts.title, facts.description ?? `${facts.title} is raising its ${facts.stage.replace('_', ' ')} round.`],
    ['The problem', story.problem],
    ['Our solution', story.solution],
    ['Market', story.market],
    ['Traction', story.traction],
    ['Business model', story.model],
    ['Team', `Led by ${facts.founderName}, with engineering and operations leads who have built and sold companies before.`],
    ['The ask', `Raising ${money(facts, facts.raiseSizeTarget)} at a valuation of ${money(facts, facts.valuation)}: ${story.plan}`],
  ];
  slides.forEach(([heading, body], index) => {
    const page = pdf.addPage([842, 595]);
    page.drawRectangle({ x: 0, y: 555, width: 842, height: 40, color: ACCENT });
    page.drawText(safe(fonts.bold, facts.title), { x: 40, y: 568, size: 14, font: fonts.bold, color: rgb(1, 1, 1) });
    page.drawText(safe(fonts.bold, heading), { x: 60, y: 470, size: index === 0 ? 40 : 32, font: fonts.bold, color: INK });
    paragraph(page, fonts.regular, body, { x: 60, y: 410, size: 20, width: 720 });
    page.drawText(`${index + 1} / ${slides.length}`, { x: 780, y: 20, size: 9, font: fonts.regular, color: MUTED });
    footer(page, fonts, `${facts.title} pitch deck`);
  });
  return pdf.save();
}

function table(page: PDFPage, fonts: Fonts, rows: string[][], at: { x: number; y: number; widths: number[] }): number {
  let y = at.y;
  rows.forEach((row, index) => {
    let x = at.x;
    const font = index === 0 ? fonts.bold : fonts.regular;
    row.forEach((cell, column) => {
      const right = column > 0;
      const text = safe(font, cell);
      const width = at.widths[column]!;
      page.drawText(text, { x: right ? x + width - font.widthOfTextAtSize(text, 11) - 8 : x, y, size: 11, font, color: INK });
      x += width;
    });
    if (index === 0) page.drawLine({ start: { x: at.x, y: y - 6 }, end: { x, y: y - 6 }, thickness: 0.8, color: MUTED });
    y -= 22;
  });
  return y;
}

/** One page: revenue, costs and cash over three years. */
export async function demoFinancialSummary(facts: DemoDealFacts): Promise<Uint8Array> {
  const { pdf, fonts } = await newDocument(`${facts.title} — financial summary`);
  const page = pdf.addPage([595, 842]);
  page.drawText(safe(fonts.bold, `${facts.title}: financial summary`), { x: 50, y: 770, size: 20, font: fonts.bold, color: INK });
  const story = facts.story ?? PLAIN_STORY;
  page.drawText(safe(fonts.regular, story.figuresIn), { x: 50, y: 745, size: 10, font: fonts.regular, color: MUTED });
  const y = table(page, fonts, story.financials, { x: 50, y: 700, widths: [200, 100, 100, 100] });
  paragraph(page, fonts.regular, `The round of ${money(facts, facts.raiseSizeTarget)}: ${story.plan}`, { x: 50, y: y - 20, size: 11, width: 495 });
  footer(page, fonts, `${facts.title} financial summary`);
  return pdf.save();
}

/** One page: who owns what before and after the round. */
export async function demoCapTable(facts: DemoDealFacts): Promise<Uint8Array> {
  const { pdf, fonts } = await newDocument(`${facts.title} — cap table`);
  const page = pdf.addPage([595, 842]);
  page.drawText(safe(fonts.bold, `${facts.title}: capitalisation table`), { x: 50, y: 770, size: 20, font: fonts.bold, color: INK });
  page.drawText(safe(fonts.regular, `Pre-money valuation ${money(facts, facts.valuation)}; round ${money(facts, facts.raiseSizeTarget)}.`), {
    x: 50,
    y: 745,
    size: 10,
    font: fonts.regular,
    color: MUTED,
  });
  // The round's shares follow from its size and the pre-money valuation (a fifth of the company without them).
  const before: [string, number][] = [
    [facts.founderName, 6_000_000],
    ['Co-founders', 2_500_000],
    ['Angel investors', 1_000_000],
    ['Employee option pool', 500_000],
  ];
  const held = before.reduce((sum, [, shares]) => sum + shares, 0);
  const roundShares = facts.raiseSizeTarget && facts.valuation ? Math.round((held * facts.raiseSizeTarget) / facts.valuation) : Math.round(held / 4);
  const total = held + roundShares;
  const share = (shares: number, of: number) => `${formatNumber((shares / of) * 100, { decimals: 1 })}%`;
  table(
    page,
    fonts,
    [
      ['Holder', 'Shares', 'Before', 'After'],
      ...before.map(([holder, shares]) => [holder, formatNumber(shares), share(shares, held), share(shares, total)]),
      ['This round', formatNumber(roundShares), '-', share(roundShares, total)],
      ['Total', formatNumber(total), '100.0%', '100.0%'],
    ],
    { x: 50, y: 700, widths: [200, 110, 90, 90] },
  );
  footer(page, fonts, `${facts.title} cap table`);
  return pdf.save();
}
