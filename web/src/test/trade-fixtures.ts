import type { DutyQuote, HsCodeResult, TradeRequest, TradeRequestDetail } from '@club/shared';

/** Trade assistance answers as the API gives them, for fetch stubs checked against the route schemas. */
export const anHsResult = (overrides: Partial<HsCodeResult> = {}): HsCodeResult => ({
  id: '030617',
  hsCode: '030617',
  level: 'subheading',
  category: 'Fish and crustaceans, molluscs and other aquatic invertebrates',
  section: { number: 'I', title: 'Live animals; animal products' },
  chapter: { code: '03', title: 'Fish and crustaceans, molluscs and other aquatic invertebrates' },
  description: 'Frozen shrimps and prawns, other than cold-water',
  dutyRate: 30,
  gstRate: 5,
  restrictions: ['FSSAI import clearance', 'EIC certificate for export', 'Antibiotic residue testing', 'A fourth restriction'],
  matchedBy: 'words',
  ...overrides,
});

export const aDutyQuote = (overrides: Partial<DutyQuote> = {}): DutyQuote => ({
  method: 'india',
  covered: true,
  hsCode: '030617',
  description: 'Frozen shrimps and prawns',
  originCountry: 'Vietnam',
  destinationCountry: 'India',
  cargo: { currency: 'USD', value: 10000, valueBasis: 'cif', cif: 10000, quantity: 500, unit: 'kg' },
  exchangeRate: { currency: 'USD', rate: 88.5, per: 1, effectiveFrom: '2026-11-07', source: 'CBIC notification 75/2026-Customs (N.T.)' },
  currency: 'INR',
  lines: [
    { key: 'assessable_value', label: 'Assessable value (CIF)', amount: 885000 },
    { key: 'bcd', label: 'Basic Customs Duty', rate: 30, base: 885000, amount: 265500, source: 'Notification 50/2017-Customs' },
    { key: 'sws', label: 'Social Welfare Surcharge', rate: 10, base: 265500, amount: 26550 },
    { key: 'igst', label: 'IGST', rate: 5, base: 1177050, amount: 58852.5 },
    { key: 'total_duty', label: 'Total duty', amount: 350902.5 },
    { key: 'landed_cost', label: 'Landed cost', amount: 1235902.5 },
  ],
  assessableValue: 885000,
  totalDuty: 350902.5,
  landedCost: 1235902.5,
  effectiveRate: 39.65,
  notes: ['Vietnam: the ASEAN-India FTA may lower BCD with a certificate of origin; not applied here.'],
  documentsRequired: ['FSSAI import clearance', 'Bill of Entry'],
  ratesAsOf: '2026-11-07',
  ...overrides,
});

export const aTradeRequest = (overrides: Partial<TradeRequest> = {}): TradeRequest => ({
  id: 'tr1',
  type: 'duty_calculation',
  status: 'completed',
  createdAt: '2026-11-20T10:00:00Z',
  calculatedDuty: 350902.5,
  dutyCurrency: 'INR',
  hsCode: '030617',
  originCountry: 'Vietnam',
  destinationCountry: 'India',
  value: 10000,
  currency: 'USD',
  quantity: 500,
  unit: 'kg',
  documentsRequired: ['FSSAI import clearance', 'Bill of Entry'],
  hasReport: true,
  ...overrides,
});

export const aTradeRequestDetail = (overrides: Partial<TradeRequestDetail> = {}): TradeRequestDetail => ({
  ...aTradeRequest(),
  memberId: 'm1',
  requestDetails: {},
  valueBasis: 'cif',
  response: { breakdown: aDutyQuote() },
  statusHistory: [{ status: 'completed', at: '2026-11-20T10:00:00Z', by: 'System' }],
  ...overrides,
});
