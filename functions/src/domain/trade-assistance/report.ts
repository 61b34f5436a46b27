import { TRADE_REQUEST_TYPE_LABELS, type Member, type TradeRequestDetail, INDIA_TIME_ZONE, formatDate, formatDateTime, formatMoney } from '@club/shared';
import { ConflictError } from '../../lib/errors.js';
import { renderPdf, type PdfLine } from './pdf.js';
import { toDetail, visibleRequest } from './requests.js';

const money = (amount: number, currency: string) => formatMoney(amount, currency, { exact: true, decimals: 2 });

/** The report's lines: what was asked, the answer (every duty line with its base, rate and source), documents, history; times in `timeZone` (the reader's, India's by default). */
export function reportLines(request: TradeRequestDetail, timeZone: string = INDIA_TIME_ZONE): PdfLine[] {
  const lines: PdfLine[] = [
    { text: 'Telugu Executive Club: Trade Assistance', bold: true, size: 16 },
    { text: `${TRADE_REQUEST_TYPE_LABELS[request.type]} report`, bold: true, size: 13, gap: 4 },
    { text: `Request ${request.id} · ${request.status} · submitted ${formatDate(request.createdAt, timeZone, { weekday: false })} by ${request.memberName ?? request.memberId}`, size: 9, gap: 2 },
  ];
  const facts: [string, string | undefined][] = [
    ['HS code', request.hsCode],
    ['Route', request.originCountry && request.destinationCountry ? `${request.originCountry} to ${request.destinationCountry}` : undefined],
    ['Cargo value', request.value !== undefined ? `${formatMoney(request.value, request.currency ?? 'USD', { exact: true })} (${(request.valueBasis ?? 'cif').toUpperCase()})` : undefined],
    ['Quantity', request.quantity !== undefined ? `${request.quantity} ${request.unit ?? ''}`.trim() : undefined],
    ['Service', request.requestDetails.serviceName],
    ['Product', request.requestDetails.productDescription],
    ['Notes', request.requestDetails.notes],
  ];
  lines.push({ text: 'Request', bold: true, size: 12, gap: 12 });
  for (const [label, value] of facts) if (value) lines.push({ text: `${label}: ${value}` });

  const breakdown = request.response?.breakdown;
  if (breakdown) {
    lines.push({ text: 'Duty breakdown', bold: true, size: 12, gap: 12 });
    if (breakdown.description) lines.push({ text: `${breakdown.hsCode}: ${breakdown.description}`, size: 9 });
    if (breakdown.exchangeRate) {
      lines.push({ text: `Exchange rate: 1 ${breakdown.exchangeRate.currency}${breakdown.exchangeRate.per > 1 ? ` x ${breakdown.exchangeRate.per}` : ''} = ${breakdown.exchangeRate.rate} (${breakdown.exchangeRate.source}, from ${breakdown.exchangeRate.effectiveFrom})`, size: 9 });
    }
    const currency = breakdown.currency ?? breakdown.cargo.currency;
    for (const line of breakdown.lines) {
      const rate = line.rate !== undefined && line.base !== undefined && line.key !== 'assessable_value' ? ` (${line.rate}% of ${money(line.base, currency)})` : '';
      lines.push({ text: `${line.label}${rate}: ${money(line.amount, currency)}`, bold: line.key === 'total_duty' || line.key === 'landed_cost', gap: 2 });
      const detail = [line.note, line.source].filter(Boolean).join(' · ');
      if (detail) lines.push({ text: detail, size: 8, indent: 12 });
    }
    if (breakdown.effectiveRate !== undefined) lines.push({ text: `Effective rate: ${breakdown.effectiveRate}% of the assessable value`, gap: 2 });
    for (const note of breakdown.notes) lines.push({ text: `• ${note}`, size: 9, gap: 2 });
  }
  const candidates = request.response?.candidates;
  if (candidates?.length) {
    lines.push({ text: 'Candidate HS codes', bold: true, size: 12, gap: 12 });
    for (const candidate of candidates) lines.push({ text: `${candidate.hsCode} (${candidate.category}): ${candidate.description}`, gap: 2 });
  }
  if (request.response?.confirmedHsCode) lines.push({ text: `Confirmed HS code: ${request.response.confirmedHsCode}`, bold: true, gap: 6 });
  if (request.response?.message) {
    lines.push({ text: 'Answer from the club', bold: true, size: 12, gap: 12 });
    lines.push({ text: request.response.message });
    if (request.response.respondedBy) lines.push({ text: `${request.response.respondedBy}, ${request.response.respondedAt ? formatDate(request.response.respondedAt, timeZone, { weekday: false }) : ''}`, size: 9 });
  }
  if (request.documentsRequired.length) {
    lines.push({ text: 'Documents required', bold: true, size: 12, gap: 12 });
    for (const doc of request.documentsRequired) lines.push({ text: `• ${doc}` });
  }
  lines.push({ text: 'Status history', bold: true, size: 12, gap: 12 });
  for (const change of request.statusHistory) {
    lines.push({ text: `${formatDateTime(change.at, timeZone, { weekday: false })} · ${change.status} · ${change.by}${change.note ? `: ${change.note}` : ''}`, size: 9 });
  }
  lines.push({
    text: 'Indicative figures from public tariff notifications, for planning and for your customs broker to check; the Bill of Entry assessed by customs is final.',
    size: 8,
    gap: 14,
  });
  return lines;
}

/** GET /api/trade-assistance/{id}/report: a completed request (own, or any for staff) as a PDF. */
export async function tradeRequestReport(member: Member, id: string): Promise<{ filename: string; pdf: Uint8Array }> {
  const request = toDetail(await visibleRequest(member, id));
  if (request.status !== 'completed') throw new ConflictError('The report is available once the request is completed');
  const title = `${TRADE_REQUEST_TYPE_LABELS[request.type]} ${request.hsCode ?? ''}`.trim();
  return { filename: `trade-${request.type.replace('_', '-')}-${request.id.slice(0, 8)}.pdf`, pdf: renderPdf(title, reportLines(request, member.timeZone)) };
}
