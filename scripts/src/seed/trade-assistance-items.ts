import type { CreateTradeRequestParsed, ListingKind, TradeConnectionStatus, TradeRequestStatus } from '@club/shared';
import type { DemoCompany } from './demo-data.js';

/**
 * Trade assistance and connector demo data: two trading companies abroad (so the connector's
 * locations all have listings), each listing's country and estimated order
 * value in rupees, more listings across the connector's categories, trade
 * assistance requests of every type and status, and trade connections.
 */

/** Companies in Australia and Singapore, each joined by a demo member. */
export const connectorCompanies: (DemoCompany & { member: string })[] = [
  {
    id: 'co-perth-bhoomi',
    name: 'Swarna Bhoomi Foods Pty Ltd',
    industry: 'Food Import & Distribution',
    country: 'Australia',
    revenueBand: '$10M-$50M',
    description: 'Perth importer of Indian rice, spices and snacks for Australian supermarkets and Indian grocers in Perth, Melbourne and Sydney.',
    certifications: ['HACCP', 'BRCGS'],
    hsCodes: ['1006', '0904', '0910'],
    website: 'https://swarnabhoomifoods.example.com',
    member: 'demo-mahesh-chintalapudi',
  },
  {
    id: 'co-lion-city-seafood',
    name: 'Lion City Seafood Traders Pte Ltd',
    industry: 'Seafood Trading',
    country: 'Singapore',
    revenueBand: '$10M-$50M',
    description: 'Singapore importer and re-exporter of frozen shrimp and fish to restaurants and retailers across Southeast Asia.',
    certifications: ['SFA Licensed', 'HACCP'],
    hsCodes: ['0306', '0303'],
    website: 'https://lioncityseafood.example.com',
    member: 'demo-vamsi-krishna-atluri',
  },
];

/**
 * Country and estimated order value (₹, quantity × price at about ₹84/$,
 * ₹108/£, ₹92/€) of each demo listing of trade-demo-items.ts, by id; the
 * country is where the goods are or are wanted.
 */
export const listingConnectorFields: Record<string, { country: string; orderValueInr: number }> = {
  'tl-vannamei-hlso': { country: 'India', orderValueInr: 43_000_000 },
  'tl-teja-chilli': { country: 'India', orderValueInr: 11_500_000 },
  'tl-sona-masoori': { country: 'India', orderValueInr: 26_000_000 },
  'tl-gcc-rice-need': { country: 'UAE', orderValueInr: 30_000_000 },
  'tl-metformin-tabs': { country: 'India', orderValueInr: 2_270_000 },
  'tl-black-galaxy': { country: 'India', orderValueInr: 10_300_000 },
  'tl-shrimp-feed': { country: 'India', orderValueInr: 37_000_000 },
  'tl-compact-yarn': { country: 'India', orderValueInr: 15_700_000 },
  'tl-cashew-w320': { country: 'India', orderValueInr: 19_000_000 },
  'tl-raw-cotton-need': { country: 'India', orderValueInr: 75_600_000 },
  'tl-mango-pulp': { country: 'India', orderValueInr: 7_350_000 },
  'tl-tmt-rebar': { country: 'India', orderValueInr: 121_800_000 },
  'tl-amoxicillin-api': { country: 'India', orderValueInr: 12_400_000 },
  'tl-gulf-chilli-need': { country: 'UAE', orderValueInr: 7_900_000 },
  'tl-tiger-hoso': { country: 'India', orderValueInr: 11_800_000 },
  'tl-sesame-oil-need': { country: 'UK', orderValueInr: 4_860_000 },
  'tl-parboiled-ir64': { country: 'India', orderValueInr: 37_800_000 },
  'tl-fcv-tobacco': { country: 'India', orderValueInr: 81_500_000 },
  'tl-crane-spares': { country: 'India', orderValueInr: 18_500_000 },
  'tl-kalamkari-fabric': { country: 'India', orderValueInr: 5_040_000 },
  'tl-hdpe-bottles-need': { country: 'India', orderValueInr: 4_200_000 },
  'tl-pickle-mango-need': { country: 'UK', orderValueInr: 1_510_000 },
  'tl-servers-need': { country: 'India', orderValueInr: 83_700_000 },
  'tl-tan-brown': { country: 'India', orderValueInr: 4_080_000 },
  'tl-cashew-rcn-need': { country: 'India', orderValueInr: 117_600_000 },
  'tl-cold-chain-reefers': { country: 'India', orderValueInr: 34_400_000 },
};

export interface ConnectorListing {
  id: string;
  kind: ListingKind;
  title: string;
  description: string;
  hsCode: string;
  quantity: string;
  unit: string;
  priceBand: string;
  location: string;
  incoterms: string;
  country: string;
  orderValueInr: number;
  companyId: string;
  poster: string;
}

/** More listings across the connector's categories and locations (oldest first, after the marketplace's). */
export const connectorListings: ConnectorListing[] = [
  {
    id: 'tl-cx-perth-rice',
    kind: 'import',
    title: 'Sona Masoori rice for Australian supermarkets, 5 kg and 10 kg bags',
    hsCode: '100630',
    quantity: '300',
    unit: 'MT',
    priceBand: '$680-720/MT',
    location: 'Fremantle Port',
    incoterms: 'CIF',
    country: 'Australia',
    orderValueInr: 17_600_000,
    companyId: 'co-perth-bhoomi',
    poster: 'demo-mahesh-chintalapudi',
    description:
      'Aged Sona Masoori, 3% broken max, private label bags; DAFF import conditions and fumigation certificate required. Quarterly shipments to Fremantle and Melbourne.',
  },
  {
    id: 'tl-cx-perth-turmeric',
    kind: 'import',
    title: 'Turmeric fingers and powder, Nizamabad or Duggirala origin',
    hsCode: '091030',
    quantity: '20',
    unit: 'MT',
    priceBand: '$2.40-2.80/kg',
    location: 'Fremantle Port',
    incoterms: 'CFR',
    country: 'Australia',
    orderValueInr: 4_400_000,
    companyId: 'co-perth-bhoomi',
    poster: 'demo-mahesh-chintalapudi',
    description:
      'Curcumin 3%+, steam-sterilised powder in 25 kg bags and polished fingers in 50 kg bags, for Australian grocery brands. Pesticide residues to Australian MRLs.',
  },
  {
    id: 'tl-cx-sg-vannamei',
    kind: 'import',
    title: 'Frozen vannamei shrimp PD and HLSO for Singapore restaurants',
    hsCode: '030617',
    quantity: '6',
    unit: 'containers',
    priceBand: '$8.00-9.20/kg',
    location: 'Singapore (Jurong Port)',
    incoterms: 'CFR',
    country: 'Singapore',
    orderValueInr: 62_000_000,
    companyId: 'co-lion-city-seafood',
    poster: 'demo-vamsi-krishna-atluri',
    description: 'Peeled deveined and headless shell-on vannamei, 21/25 to 41/50 counts, IQF and block, with EIC health certificates. Monthly 40 ft reefers.',
  },
  {
    id: 'tl-cx-pmic-export',
    kind: 'export',
    title: 'Power-management ICs for EV chargers, automotive grade',
    hsCode: '854239',
    quantity: '500,000',
    unit: 'pieces',
    priceBand: '$1.10-1.40/unit',
    location: 'San Jose, CA',
    incoterms: 'FCA',
    country: 'USA',
    orderValueInr: 52_000_000,
    companyId: 'co-bayarea-semis',
    poster: 'demo-harika-penmetsa',
    description:
      'AEC-Q100 qualified buck converters and gate drivers designed in San Jose and Hyderabad, for Indian EV charger and two-wheeler makers. Reference designs and FAE support included.',
  },
  {
    id: 'tl-cx-dallas-generics',
    kind: 'import',
    title: 'Generic metformin and amlodipine for a Texas clinic network',
    hsCode: '300490',
    quantity: '3,000,000',
    unit: 'pieces',
    priceBand: '$0.015-0.020/tablet',
    location: 'Dallas, TX',
    incoterms: 'DAP',
    country: 'USA',
    orderValueInr: 4_400_000,
    companyId: 'co-dallas-health',
    poster: 'demo-prasad-gorantla',
    description:
      'USFDA-approved ANDA holders only; unit-dose blister packs with barcodes for our urgent care pharmacies. Annual supply agreement with quarterly deliveries.',
  },
  {
    id: 'tl-cx-uk-chilli-powder',
    kind: 'import',
    title: 'Guntur chilli powder for pickles and podis',
    hsCode: '090422',
    quantity: '12',
    unit: 'MT',
    priceBand: '£3.20-3.60/kg',
    location: 'Felixstowe',
    incoterms: 'CIF',
    country: 'UK',
    orderValueInr: 4_400_000,
    companyId: 'co-london-foods',
    poster: 'demo-ravi-teja-gadde',
    description:
      'Steam-sterilised chilli powder, ASTA 80+, aflatoxin and Sudan dye tested to UK limits, 25 kg multiwall bags. For our Leicester pickle and podi lines.',
  },
  {
    id: 'tl-cx-gcc-yarn',
    kind: 'import',
    title: 'Combed cotton yarn 30s and 40s for Sharjah knitting units',
    hsCode: '520524',
    quantity: '80',
    unit: 'tons',
    priceBand: '$3.00-3.25/kg',
    location: 'Jebel Ali Port',
    incoterms: 'CFR',
    country: 'UAE',
    orderValueInr: 21_000_000,
    companyId: 'co-dubai-trading',
    poster: 'demo-jagadeesh-mandava',
    description: 'Combed compact yarn for T-shirt knitters in Sharjah and Ajman; India–UAE CEPA certificate of origin needed. Monthly 20 MT lots.',
  },
];

export interface DemoTradeRequest {
  id: string;
  member: string;
  input: CreateTradeRequestParsed;
  /** The final status and the staff's answer (requests the calculation completes at once need none). */
  status?: TradeRequestStatus;
  staff?: { processingAt?: string; answeredAt?: string; message?: string; confirmedHsCode?: string };
  createdAt: string;
}

const duty = (
  hsCode: string,
  value: number,
  originCountry: string,
  destinationCountry: string,
  quantity: number,
  unit: CreateTradeRequestParsed['unit'],
  currency: CreateTradeRequestParsed['currency'] = 'USD',
): CreateTradeRequestParsed => ({
  type: 'duty_calculation',
  hsCode,
  value,
  currency,
  valueBasis: 'cif',
  originCountry,
  destinationCountry,
  quantity,
  unit,
  requestDetails: {},
});
const ask = (type: CreateTradeRequestParsed['type'], requestDetails: CreateTradeRequestParsed['requestDetails']): CreateTradeRequestParsed => ({
  type,
  currency: 'USD',
  valueBasis: 'cif',
  requestDetails,
});

/** Requests of every type and status (pending, processing, completed, failed) for demo members. */
export const demoTradeRequests: DemoTradeRequest[] = [
  { id: 'tr-demo-servers', member: 'demo-padmaja-rao', input: duty('847150', 996_000, 'USA', 'India', 24, 'pieces'), createdAt: '2026-10-06T05:30:00.000Z' },
  {
    id: 'tr-demo-raw-cashew',
    member: 'demo-gopi-krishna-alluri',
    input: duty('080131', 1_400_000, 'Ghana', 'India', 1000, 'tons'),
    createdAt: '2026-10-09T06:10:00.000Z',
  },
  {
    id: 'tr-demo-raw-cotton',
    member: 'demo-anitha-varma',
    input: duty('520100', 900_000, 'Australia', 'India', 500, 'tons'),
    createdAt: '2026-10-14T04:45:00.000Z',
  },
  { id: 'tr-demo-uae-rice', member: 'demo-naveen-kolli', input: duty('100630', 360_000, 'India', 'UAE', 500, 'tons'), createdAt: '2026-10-20T08:00:00.000Z' },
  {
    id: 'tr-demo-crane-spares',
    member: 'demo-venkata-subbaiah',
    input: duty('843131', 200_000, 'Germany', 'India', 120, 'pieces', 'EUR'),
    createdAt: '2026-10-27T09:20:00.000Z',
    status: 'processing',
    staff: { processingAt: '2026-10-28T05:00:00.000Z' },
  },
  {
    id: 'tr-demo-uk-pickles',
    member: 'demo-ravi-teja-gadde',
    input: duty('200190', 15_000, 'India', 'UK', 8000, 'kg', 'GBP'),
    createdAt: '2026-11-03T10:15:00.000Z',
  },
  {
    id: 'tr-demo-map-shrimp',
    member: 'demo-ramesh-reddy',
    input: ask('hs_mapping', { productDescription: 'Frozen vannamei shrimp, headless shell-on, block frozen 6 x 2 kg' }),
    createdAt: '2026-10-02T04:00:00.000Z',
    status: 'completed',
    staff: {
      processingAt: '2026-10-02T09:00:00.000Z',
      answeredAt: '2026-10-03T06:30:00.000Z',
      confirmedHsCode: '030617',
      message:
        'Farmed vannamei, frozen, in shell: subheading 0306.17 (ITC-HS 0306 17 20 for vannamei). Declare the count grade on the invoice; EIC health certificate per consignment for the EU.',
    },
  },
  {
    id: 'tr-demo-map-granite',
    member: 'demo-madhavi-ponnapalli',
    input: ask('hs_mapping', { productDescription: 'Black galaxy granite slabs, polished, 2 cm, resin treated' }),
    createdAt: '2026-11-05T07:40:00.000Z',
    status: 'processing',
    staff: { processingAt: '2026-11-06T05:10:00.000Z' },
  },
  {
    id: 'tr-demo-map-chilli-powder',
    member: 'demo-pavan-kalyan-ganta',
    input: ask('hs_mapping', { productDescription: 'Teja chilli powder in 500 g retail pouches' }),
    createdAt: '2026-11-12T11:05:00.000Z',
  },
  {
    id: 'tr-demo-dgft-rice',
    member: 'demo-srinivas-chowdary',
    input: ask('dgft_license', {
      serviceName: 'DGFT licence consultation',
      notes: 'Non-basmati rice exports to West Africa: contract registration and export policy for 1006 30.',
    }),
    createdAt: '2026-09-29T06:00:00.000Z',
    status: 'completed',
    staff: {
      processingAt: '2026-09-30T05:00:00.000Z',
      answeredAt: '2026-10-01T10:00:00.000Z',
      message:
        'Export of non-basmati rice is free subject to contract registration with APEDA; register each contract before shipment and keep the RCMC current. Check ITC(HS) Schedule II for 1006 before each season.',
    },
  },
  {
    id: 'tr-demo-dgft-api',
    member: 'demo-lakshmi-naidu',
    input: ask('dgft_license', {
      serviceName: 'DGFT licence consultation',
      notes: 'Advance authorisation for importing key starting materials for amoxicillin.',
    }),
    createdAt: '2026-11-15T05:25:00.000Z',
  },
  {
    id: 'tr-demo-icegate-pharma',
    member: 'demo-kavitha-devineni',
    input: ask('icegate_filing', { serviceName: 'ICEGATE filing assistance' }),
    createdAt: '2026-11-08T09:00:00.000Z',
    status: 'processing',
    staff: { processingAt: '2026-11-09T04:30:00.000Z' },
  },
  {
    id: 'tr-demo-icegate-infra',
    member: 'demo-sailaja-kommineni',
    input: ask('icegate_filing', { serviceName: 'ICEGATE filing assistance', notes: 'Bill of Entry for TMT rebar at Visakhapatnam.' }),
    createdAt: '2026-10-18T07:15:00.000Z',
    status: 'failed',
    staff: {
      processingAt: '2026-10-19T05:00:00.000Z',
      answeredAt: '2026-10-21T08:45:00.000Z',
      message: 'ICEGATE registration needs a class 3 digital signature certificate in the firm’s name; resubmit once it is issued.',
    },
  },
];

export interface DemoTradeConnection {
  listingId: string;
  from: string;
  fromCompanyId?: string;
  note: string;
  status: TradeConnectionStatus;
  /** The member of the listing's company who answered. */
  responder?: string;
  responseNote?: string;
  /** The responder chose "Share my contact details" (demo members do not share contact details by their setting). */
  responderShared?: boolean;
  createdAt: string;
  respondedAt?: string;
}

export const demoTradeConnections: DemoTradeConnection[] = [
  {
    listingId: 'tl-teja-chilli',
    from: 'demo-naveen-kolli',
    fromCompanyId: 'co-dubai-trading',
    note: 'Our Sharjah packers need 30 MT a month of stemless Teja; can you ship CIF Jebel Ali?',
    status: 'accepted',
    responder: 'demo-pavan-kalyan-ganta',
    responseNote: 'Yes, from our Guntur cold store. Sending lab reports and a CIF offer.',
    responderShared: true,
    createdAt: '2026-10-10T06:00:00.000Z',
    respondedAt: '2026-10-10T12:30:00.000Z',
  },
  {
    listingId: 'tl-sona-masoori',
    from: 'demo-mahesh-chintalapudi',
    fromCompanyId: 'co-perth-bhoomi',
    note: 'Looking for a second mill for Perth retail, 300 MT a quarter.',
    status: 'pending',
    createdAt: '2026-11-14T03:30:00.000Z',
  },
  {
    listingId: 'tl-mango-pulp',
    from: 'demo-ravi-teja-gadde',
    fromCompanyId: 'co-london-foods',
    note: 'Would you pack Totapuri pulp in 20 kg bag-in-box for our kitchen?',
    status: 'declined',
    responder: 'demo-rajeswari-maddali',
    responseNote: 'We only pack aseptic drums this season.',
    createdAt: '2026-10-22T09:00:00.000Z',
    respondedAt: '2026-10-24T05:15:00.000Z',
  },
  {
    listingId: 'tl-cx-sg-vannamei',
    from: 'demo-bhargavi-kasturi',
    fromCompanyId: 'co-godavari-aqua',
    note: 'BAP 4-star vannamei, PD and HLSO, EIC approved: happy to quote CFR Singapore.',
    status: 'pending',
    createdAt: '2026-11-18T07:45:00.000Z',
  },
];
