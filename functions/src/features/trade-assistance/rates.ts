import { BadRequestError } from '../../platform/lib/errors.js';

/** The UAE dirham is pegged at 3.6725 to the US dollar (Central Bank of the UAE). */
export const AED_PER_USD = 3.6725;

/**
 * Indicative import tariff lines for India (a rate table for the
 * headings covered; an uncovered heading is said to be uncovered, never
 * guessed). Matched by the longest code prefix. Percentages:
 * - `bcd`: Basic Customs Duty, the effective rate (First Schedule to the
 *   Customs Tariff Act, 1975, read with the general exemption notification,
 *   Notification 50/2017-Customs, superseded by Notification 45/2025-Customs,
 *   as amended).
 * - `aidc`: Agriculture Infrastructure and Development Cess (section 124 of
 *   the Finance Act, 2021; rates by Notification 11/2021-Customs as amended),
 *   a duty of customs, so part of the Social Welfare Surcharge's base.
 * - `swsExempt`: exempt from the Social Welfare Surcharge (Notification
 *   11/2018-Customs, as amended; the surcharge is section 110 of the Finance
 *   Act, 2018).
 * - `igst`: the GST rate on the goods, levied on imports as IGST (section 3(7)
 *   of the Customs Tariff Act; rates by Notification 9/2025-Integrated Tax
 *   (Rate), which replaced 1/2017 from 22 September 2025: slabs 5%, 18% and
 *   40%, with 3% for gold and jewellery and nil for some fresh produce).
 */
export interface TariffLine {
  /** A chapter, heading, 6-digit subheading or 8-digit tariff item of the First Schedule. */
  prefix: string;
  label: string;
  /** An 8-digit tariff item's own words in the First Schedule ("Fresh", "Powder"). */
  item?: string;
  bcd: number;
  aidc?: number;
  swsExempt?: boolean;
  igst: number;
  note?: string;
  source: string;
}

/** The day the rates below were last checked against published sources. */
export const TARIFF_AS_OF = '2026-11-27';

/** Citations shared by many lines (the rate notifications as they stand on TARIFF_AS_OF). */
const EFFECTIVE = 'Notification 45/2025-Customs (which superseded 50/2017-Customs from 1 November 2025)';
const IGST_RATES = 'Notification 9/2025-Integrated Tax (Rate) (which replaced 1/2017-Integrated Tax (Rate) from 22 September 2025)';
const IGST_NIL = 'Notification 10/2025-Integrated Tax (Rate) (which replaced the exemption list of 2/2017-Integrated Tax (Rate))';
const AIDC = 'Notification 11/2021-Customs as amended';
const SWS_EXEMPT = 'SWS exempt, Notification 11/2018-Customs as amended';
const BUDGET_2025 = 'Union Budget 2025-26 (from 2 February 2025)';
/** Said on a line whose rate could not be matched to a published table on TARIFF_AS_OF. */
const UNCONFIRMED = 'Rate not confirmed against a published table on 27 November 2026 (nor any Union Budget 2026-27 change): check before relying on it';

const tariffRate = (code: string, rate: number) => `Customs Tariff, First Schedule ${code} (${rate}%), no lower rate in ${EFFECTIVE}`;
const gst = (rate: number) => (rate === 0 ? `IGST nil, ${IGST_NIL}` : `IGST ${rate}%, ${IGST_RATES}`);

/**
 * The table, built by a call marked pure so that a bundle that imports this
 * module without reading the table (a handler that only needs an HS entry or
 * the documents list) leaves the data out.
 */
export const TARIFF_LINES: readonly TariffLine[] = /* @__PURE__ */ tariffTable();

function tariffTable(): TariffLine[] {
  return [
    // Fish and seafood (0302–0307): one tariff rate; fresh or chilled fish is GST-exempt, frozen or processed is 5%.
    { prefix: '0302', label: 'Fish, fresh or chilled', bcd: 30, igst: 0, source: `${tariffRate('0302', 30)}; SWS 10%; ${gst(0)}` },
    { prefix: '0303', label: 'Fish, frozen', bcd: 30, igst: 5, source: `${tariffRate('0303', 30)}; SWS 10%; ${gst(5)}` },
    {
      prefix: '0304',
      label: 'Fish fillets and fish meat',
      bcd: 30,
      igst: 5,
      note: 'Fresh or chilled fillets are IGST-exempt; frozen surimi for export products has a 5% concession (Budget 2025-26)',
      source: `${tariffRate('0304', 30)}; SWS 10%; ${gst(5)}`,
    },
    { prefix: '0305', label: 'Fish, dried, salted, smoked; fish flours', bcd: 30, igst: 5, source: `${tariffRate('0305', 30)}; SWS 10%; ${gst(5)}` },
    { prefix: '030617', label: 'Frozen shrimps and prawns', bcd: 30, igst: 5, source: `${tariffRate('0306 17', 30)}; SWS 10%; ${gst(5)}` },
    {
      prefix: '0306',
      label: 'Crustaceans',
      bcd: 30,
      igst: 5,
      note: 'Live, fresh or chilled crustaceans are IGST-exempt',
      source: `${tariffRate('0306', 30)}; SWS 10%; ${gst(5)}`,
    },
    {
      prefix: '0307',
      label: 'Molluscs',
      bcd: 30,
      igst: 5,
      note: 'Live, fresh or chilled molluscs are IGST-exempt',
      source: `${tariffRate('0307', 30)}; SWS 10%; ${gst(5)}`,
    },
    // Cashew: raw nuts for the processing industry at a concession, kernels at the tariff rate.
    {
      prefix: '080131',
      label: 'Cashew nuts in shell (raw cashew)',
      bcd: 2.5,
      igst: 5,
      source: `2.5% by the Finance Act, 2022 (from 1 May 2022) and ${EFFECTIVE}; SWS 10%; ${gst(5)}`,
    },
    {
      prefix: '080132',
      label: 'Cashew kernels, shelled',
      bcd: 70,
      igst: 5,
      note: 'Import is free only above the DGFT minimum import price (₹680 a kg broken, ₹720 a kg whole)',
      source: `${tariffRate('0801 32', 70)}; SWS 10%; ${gst(5)}`,
    },
    // Spices (0904–0910).
    { prefix: '0904', label: 'Pepper and dried chillies (capsicum)', bcd: 70, igst: 5, source: `${tariffRate('0904', 70)}; SWS 10%; ${gst(5)}` },
    { prefix: '0906', label: 'Cinnamon', bcd: 30, igst: 5, note: UNCONFIRMED, source: `${tariffRate('0906', 30)}; SWS 10%; ${gst(5)}` },
    { prefix: '0907', label: 'Cloves', bcd: 35, igst: 5, note: UNCONFIRMED, source: `Effective rate 35% (published tables since 2017); SWS 10%; ${gst(5)}` },
    { prefix: '090831', label: 'Cardamoms, neither crushed nor ground', bcd: 70, igst: 5, source: `${tariffRate('0908 31', 70)}; SWS 10%; ${gst(5)}` },
    { prefix: '090832', label: 'Cardamoms, crushed or ground', bcd: 70, igst: 5, source: `${tariffRate('0908 32', 70)}; SWS 10%; ${gst(5)}` },
    { prefix: '0908', label: 'Nutmeg and mace', bcd: 30, igst: 5, note: UNCONFIRMED, source: `${tariffRate('0908', 30)}; SWS 10%; ${gst(5)}` },
    { prefix: '0909', label: 'Seeds of anise, coriander, cumin, fennel, caraway', bcd: 30, igst: 5, source: `${tariffRate('0909', 30)}; SWS 10%; ${gst(5)}` },
    {
      prefix: '0910',
      label: 'Ginger, saffron, thyme, bay leaves, curry and other spices',
      bcd: 30,
      igst: 5,
      note: 'Fresh ginger is IGST-exempt',
      source: `${tariffRate('0910', 30)}; SWS 10%; ${gst(5)}`,
    },
    // Turmeric: one tariff rate, but fresh turmeric is GST-exempt, so the items differ.
    {
      prefix: '09103010',
      label: 'Turmeric, fresh',
      item: 'Fresh',
      bcd: 30,
      igst: 0,
      note: 'Fresh turmeric (other than in processed form) is exempt from IGST',
      source: `${tariffRate('0910 30 10', 30)}; SWS 10%; ${gst(0)}`,
    },
    { prefix: '09103020', label: 'Turmeric, dried', item: 'Dried', bcd: 30, igst: 5, source: `${tariffRate('0910 30 20', 30)}; SWS 10%; ${gst(5)}` },
    { prefix: '09103030', label: 'Turmeric, powder', item: 'Powder', bcd: 30, igst: 5, source: `${tariffRate('0910 30 30', 30)}; SWS 10%; ${gst(5)}` },
    { prefix: '09103090', label: 'Turmeric, other', item: 'Other', bcd: 30, igst: 5, source: `${tariffRate('0910 30 90', 30)}; SWS 10%; ${gst(5)}` },
    // Rice: milled rice 70%, paddy, husked and broken rice 80%; all rice is SWS-exempt.
    {
      prefix: '100610',
      label: 'Rice in the husk (paddy)',
      bcd: 80,
      swsExempt: true,
      igst: 5,
      note: `IGST 5% applies to pre-packaged and labelled rice; loose rice is nil-rated. ${UNCONFIRMED}`,
      source: `${tariffRate('1006 10', 80)}; ${SWS_EXEMPT} (Sl. No. 1, heading 1006); ${gst(5)}`,
    },
    {
      prefix: '100620',
      label: 'Husked (brown) rice',
      bcd: 80,
      swsExempt: true,
      igst: 5,
      note: `IGST 5% applies to pre-packaged and labelled rice; loose rice is nil-rated. ${UNCONFIRMED}`,
      source: `${tariffRate('1006 20', 80)}; ${SWS_EXEMPT} (Sl. No. 1, heading 1006); ${gst(5)}`,
    },
    {
      prefix: '100630',
      label: 'Semi-milled or wholly milled rice',
      bcd: 70,
      swsExempt: true,
      igst: 5,
      note: 'IGST 5% applies to pre-packaged and labelled rice; loose rice is nil-rated',
      source: `${tariffRate('1006 30', 70)}; ${SWS_EXEMPT} (Sl. No. 1, heading 1006); ${gst(5)}`,
    },
    {
      prefix: '100640',
      label: 'Broken rice',
      bcd: 80,
      swsExempt: true,
      igst: 5,
      note: `IGST 5% applies to pre-packaged and labelled rice; loose rice is nil-rated. ${UNCONFIRMED}`,
      source: `${tariffRate('1006 40', 80)}; ${SWS_EXEMPT} (Sl. No. 1, heading 1006); ${gst(5)}`,
    },
    {
      prefix: '0808',
      label: 'Fresh apples',
      bcd: 15,
      aidc: 35,
      swsExempt: true,
      igst: 0,
      source: `BCD 15% and AIDC 35%, ${AIDC}; ${SWS_EXEMPT} (Sl. No. 1); ${gst(0)}`,
    },
    {
      prefix: '151110',
      label: 'Crude palm oil',
      bcd: 10,
      aidc: 5,
      igst: 5,
      source: `BCD 10% from 31 May 2025 (${EFFECTIVE}); AIDC 5%, ${AIDC}; SWS 10% of BCD + AIDC; ${gst(5)}`,
    },
    // Tobacco: GST moved to 40% when the compensation cess ended on 1 February 2026.
    {
      prefix: '2401',
      label: 'Unmanufactured tobacco; tobacco refuse',
      bcd: 30,
      igst: 40,
      note: `Tobacco leaves as such are IGST 5%; excise duty and cesses on tobacco from 1 February 2026 are not included. BCD: ${UNCONFIRMED}`,
      source: `${tariffRate('2401', 30)}; SWS 10%; IGST 40% from 1 February 2026, Notification 19/2025-Integrated Tax (Rate)`,
    },
    // Granite and stone.
    {
      prefix: '251611',
      label: 'Granite, crude or roughly trimmed',
      bcd: 40,
      swsExempt: true,
      igst: 5,
      note: `Import of granite blocks is restricted (DGFT authorisation). BCD: ${UNCONFIRMED}`,
      source: `${tariffRate('2516 11', 40)}; ${SWS_EXEMPT} (Sl. No. 1, 2516 11 00); IGST 5% from 22 September 2025, ${IGST_RATES}`,
    },
    {
      prefix: '251612',
      label: 'Granite, cut into blocks or slabs',
      bcd: 40,
      swsExempt: true,
      igst: 5,
      note: `Import of granite blocks is restricted (DGFT authorisation). BCD: ${UNCONFIRMED}`,
      source: `${tariffRate('2516 12', 40)}; ${SWS_EXEMPT} (Sl. No. 1, 2516 12 00); IGST 5% from 22 September 2025, ${IGST_RATES}`,
    },
    {
      prefix: '6802',
      label: 'Worked monumental or building stone (slabs, tiles)',
      bcd: 20,
      igst: 18,
      note: `Granite slabs and tiles are free to import at a CIF of at least USD 50 a square metre (DGFT); stone that is not mirror-polished may be 5% IGST. BCD: ${UNCONFIRMED}`,
      source: `${tariffRate('6802', 20)}; SWS 10%; ${gst(18)}`,
    },
    // Pharmaceuticals and APIs.
    {
      prefix: '2941',
      label: 'Antibiotics (bulk drugs)',
      bcd: 10,
      igst: 18,
      note: `Bulk drugs for listed life-saving medicines may be nil (${EFFECTIVE}). ${UNCONFIRMED}`,
      source: `${tariffRate('2941', 10)}; SWS 10%; ${gst(18)}`,
    },
    {
      prefix: '3004',
      label: 'Medicaments in measured doses',
      bcd: 10,
      igst: 5,
      note: 'Life-saving drugs listed in Notification 45/2025-Customs (36 more from Budget 2025-26) may be nil BCD, and 33 listed drugs are nil IGST',
      source: `${tariffRate('3004', 10)}; SWS 10%; IGST 5% from 22 September 2025, ${IGST_RATES}`,
    },
    // Cotton and yarn: raw cotton carries AIDC, so its 11% is BCD 5 + AIDC 5 + SWS 10% of both.
    {
      prefix: '5201',
      label: 'Raw cotton',
      bcd: 5,
      aidc: 5,
      igst: 5,
      note: 'Temporary exemptions have been notified for some periods (19 August – 31 December 2025): check before relying on it',
      source: `BCD 5% (${EFFECTIVE}); AIDC 5%, ${AIDC}; SWS 10% of BCD + AIDC; ${gst(5)}`,
    },
    { prefix: '5203', label: 'Cotton, carded or combed', bcd: 10, igst: 5, note: UNCONFIRMED, source: `${tariffRate('5203', 10)}; SWS 10%; ${gst(5)}` },
    { prefix: '5204', label: 'Cotton sewing thread', bcd: 10, igst: 5, note: UNCONFIRMED, source: `${tariffRate('5204', 10)}; SWS 10%; ${gst(5)}` },
    { prefix: '5205', label: 'Cotton yarn', bcd: 10, igst: 5, source: `${tariffRate('5205', 10)}; SWS 10%; ${gst(5)}` },
    // Gold: its own concessional BCD and AIDC; SWS-exempt; IGST 3%.
    {
      prefix: '7108',
      label: 'Gold',
      bcd: 5,
      aidc: 1,
      swsExempt: true,
      igst: 3,
      source: `BCD 5% and AIDC 1% from 24 July 2024 (Union Budget 2024-25; ${EFFECTIVE}; ${AIDC}); ${SWS_EXEMPT}; IGST 3%, ${IGST_RATES}`,
    },
    {
      prefix: '7113',
      label: 'Articles of jewellery',
      bcd: 20,
      igst: 3,
      source: `BCD 20% from 2 February 2025 (${BUDGET_2025}); SWS 10%; IGST 3%, ${IGST_RATES}`,
    },
    // Machinery for pumps, food processing and textiles.
    {
      prefix: '8413',
      label: 'Pumps for liquids',
      bcd: 7.5,
      igst: 18,
      note: 'Hand pumps, and power-driven water pumps for agriculture, may be 5% IGST',
      source: `${tariffRate('8413', 7.5)}; SWS 10%; ${gst(18)}`,
    },
    {
      prefix: '8415',
      label: 'Air conditioners',
      bcd: 20,
      igst: 18,
      source: `${tariffRate('8415', 20)}; SWS 10%; IGST 18% from 22 September 2025, ${IGST_RATES}`,
    },
    {
      prefix: '8438',
      label: 'Food and drink processing machinery',
      bcd: 7.5,
      igst: 18,
      note: UNCONFIRMED,
      source: `${tariffRate('8438', 7.5)}; SWS 10%; ${gst(18)}`,
    },
    {
      prefix: '8445',
      label: 'Textile fibre preparing and spinning machines',
      bcd: 7.5,
      igst: 18,
      note: UNCONFIRMED,
      source: `${tariffRate('8445', 7.5)}; SWS 10%; ${gst(18)}`,
    },
    {
      prefix: '8446',
      label: 'Weaving machines (looms)',
      bcd: 7.5,
      igst: 18,
      note: `Listed shuttle-less looms are exempt from BCD (${EFFECTIVE}). ${UNCONFIRMED}`,
      source: `${tariffRate('8446', 7.5)}; SWS 10%; ${gst(18)}`,
    },
    {
      prefix: '8447',
      label: 'Knitting and stitch-bonding machines',
      bcd: 7.5,
      igst: 18,
      note: UNCONFIRMED,
      source: `${tariffRate('8447', 7.5)}; SWS 10%; ${gst(18)}`,
    },
    {
      prefix: '8448',
      label: 'Auxiliary textile machinery and parts',
      bcd: 7.5,
      igst: 18,
      note: UNCONFIRMED,
      source: `${tariffRate('8448', 7.5)}; SWS 10%; ${gst(18)}`,
    },
    {
      prefix: '8471',
      label: 'Computers (ITA goods)',
      bcd: 0,
      igst: 18,
      source: `Nil BCD under the Information Technology Agreement (${EFFECTIVE}); ${gst(18)}`,
    },
    // Batteries, phones, solar, EVs.
    {
      prefix: '850760',
      label: 'Lithium-ion accumulators',
      bcd: 20,
      igst: 18,
      note: `Cells for EV and phone battery makers have concessions (${EFFECTIVE}). ${UNCONFIRMED}`,
      source: `${tariffRate('8507 60', 20)}; SWS 10%; ${gst(18)}`,
    },
    {
      prefix: '8507',
      label: 'Electric accumulators (batteries)',
      bcd: 15,
      igst: 18,
      note: UNCONFIRMED,
      source: `${tariffRate('8507', 15)}; SWS 10%; IGST 18% from 22 September 2025, ${IGST_RATES}`,
    },
    {
      prefix: '851713',
      label: 'Smartphones',
      bcd: 15,
      igst: 18,
      source: `BCD 15% from 24 July 2024 (Union Budget 2024-25; ${EFFECTIVE}); SWS 10%; ${gst(18)}`,
    },
    {
      prefix: '851714',
      label: 'Other telephones for cellular networks',
      bcd: 20,
      igst: 18,
      note: UNCONFIRMED,
      source: `${tariffRate('8517 14', 20)}; SWS 10%; ${gst(18)}`,
    },
    {
      prefix: '851779',
      label: 'Parts of telephones and network apparatus',
      bcd: 15,
      igst: 18,
      note: 'Mobile phone PCBAs are 15% from 24 July 2024; other parts have lower rates with conditions in Notification 45/2025-Customs: check the part',
      source: `BCD 15% (Union Budget 2024-25; ${EFFECTIVE}); SWS 10%; ${gst(18)}`,
    },
    {
      prefix: '854142',
      label: 'Solar (photovoltaic) cells, not in modules',
      bcd: 20,
      aidc: 7.5,
      swsExempt: true,
      igst: 5,
      source: `BCD 20% and AIDC 7.5% from 2 February 2025 (${BUDGET_2025}; ${AIDC}); ${SWS_EXEMPT} (${BUDGET_2025}); IGST 5% from 22 September 2025, ${IGST_RATES}`,
    },
    {
      prefix: '854143',
      label: 'Solar (photovoltaic) modules and panels',
      bcd: 20,
      aidc: 20,
      swsExempt: true,
      igst: 5,
      source: `BCD 20% and AIDC 20% from 2 February 2025 (${BUDGET_2025}; ${AIDC}); ${SWS_EXEMPT} (${BUDGET_2025}); IGST 5% from 22 September 2025, ${IGST_RATES}`,
    },
    {
      prefix: '870380',
      label: 'Electric cars (completely built)',
      bcd: 70,
      aidc: 40,
      swsExempt: true,
      igst: 5,
      note: `For a CIF above USD 40,000 (${BUDGET_2025}); cars up to USD 40,000, kits (SKD/CKD) and makers approved under the e-car manufacturing scheme (15%) differ: ask for an assisted calculation. ${UNCONFIRMED}`,
      source: `BCD 70% and AIDC 40% (${BUDGET_2025}; ${AIDC}); ${SWS_EXEMPT} (${BUDGET_2025}); ${gst(5)}`,
    },
  ];
}

/** The tariff line of a code: the longest prefix in the table, or none. */
export function tariffLineFor(code: string, lines: readonly TariffLine[] = TARIFF_LINES): TariffLine | undefined {
  let best: TariffLine | undefined;
  for (const line of lines) {
    if (code.startsWith(line.prefix) && (!best || line.prefix.length > best.prefix.length)) best = line;
  }
  return best;
}

/** Digits of a tariff item as the First Schedule prints them: "0910 30 10". */
export const formatTariffCode = (code: string): string => [code.slice(0, 4), code.slice(4, 6), code.slice(6, 8), code.slice(8)].filter(Boolean).join(' ');

/** The 8-digit tariff items the table holds under a shorter code (a subheading's items). */
export const tariffItemsUnder = (code: string, lines: readonly TariffLine[] = TARIFF_LINES): TariffLine[] =>
  code.length >= 8 ? [] : lines.filter((line) => line.prefix.length === 8 && line.prefix.startsWith(code));

const rateKey = (line: TariffLine) => `${line.bcd}/${line.aidc ?? 0}/${line.swsExempt ? 'x' : 's'}/${line.igst}`;

/**
 * The line a quote uses for a code, or the lines to choose from. A code with
 * more specific lines under it whose rates differ cannot be quoted (the Bill
 * of Entry names the 8-digit item): for a subheading whose tariff items
 * differ the member chooses the item; for a heading, the subheading or item.
 * An 8-digit code that is not one of the items the table lists under its
 * subheading is refused the same way. When the lines under a code share their
 * rates, the code quotes directly.
 */
export function resolveTariff(code: string, lines: readonly TariffLine[] = TARIFF_LINES): { line?: TariffLine; choose?: TariffLine[]; reason?: string } {
  const own = tariffLineFor(code, lines);
  const under = lines.filter((line) => line.prefix.length > code.length && line.prefix.startsWith(code));
  if (under.length > 0) {
    if (new Set([...under, ...(own ? [own] : [])].map(rateKey)).size === 1) return { line: own ?? under[0]! };
    const items = code.length >= 6 && under.every((line) => line.prefix.length === 8);
    const reason = items
      ? `${formatTariffCode(code)} has items with different rates: choose ${lineList(under)}`
      : `${formatTariffCode(code)} has subheadings or items with different rates: give the full code, e.g. ${lineList(under)}`;
    return { choose: under, reason };
  }
  if (code.length >= 8) {
    const siblings = tariffItemsUnder(code.slice(0, 6), lines);
    if (siblings.length > 0 && !siblings.some((item) => item.prefix === code.slice(0, 8))) {
      return {
        choose: siblings,
        reason: `${formatTariffCode(code.slice(0, 8))} is not a tariff item under ${formatTariffCode(code.slice(0, 6))}: choose ${lineList(siblings)}`,
      };
    }
  }
  return own ? { line: own } : {};
}

/** The line a quote on `code` uses; 400 on hsCode naming the items when the code must name one. */
export function tariffLineForQuote(code: string): TariffLine | undefined {
  const { line, reason } = resolveTariff(code);
  if (reason) throw new BadRequestError('Invalid request', [{ path: ['body', 'hsCode'], message: reason }]);
  return line;
}

const lineList = (items: TariffLine[]): string => {
  const names = items.map((item) => `${formatTariffCode(item.prefix)} ${item.item ?? item.label}`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
};

/**
 * Trade agreements India applies to the origins members trade with most
 * (say when an agreement may lower BCD; never apply it silently).
 * Keys are canonical country names.
 */
export const PREFERENTIAL_AGREEMENTS: Record<string, string> = {
  UAE: 'India–UAE CEPA (Notification 22/2022-Customs)',
  Australia: 'India–Australia ECTA (Notification 112/2022-Customs)',
  Singapore: 'India–Singapore CECA (Notification 10/2008-Customs)',
  Japan: 'India–Japan CEPA (Notification 69/2011-Customs)',
  'South Korea': 'India–Korea CEPA (Notification 152/2009-Customs)',
  Malaysia: 'India–Malaysia CECA (Notification 53/2011-Customs)',
  Thailand: 'ASEAN–India FTA (Notification 46/2011-Customs)',
  Vietnam: 'ASEAN–India FTA (Notification 46/2011-Customs)',
  Indonesia: 'ASEAN–India FTA (Notification 46/2011-Customs)',
  'Sri Lanka': 'India–Sri Lanka FTA (Notification 26/2000-Customs)',
  Mauritius: 'India–Mauritius CECPA (in force 1 April 2021)',
  Switzerland: 'India–EFTA TEPA (in force 1 October 2025)',
  Norway: 'India–EFTA TEPA (in force 1 October 2025)',
  Iceland: 'India–EFTA TEPA (in force 1 October 2025)',
  Liechtenstein: 'India–EFTA TEPA (in force 1 October 2025)',
};
