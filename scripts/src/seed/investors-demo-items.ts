import { CRORE, LAKH, type FundingStage, type Industry, type InvestorType, type OpportunityStage, type TermSheetTemplate } from '@club/shared';

/** A demo opportunity; `founder` is a demo member id. */
export interface DemoOpportunity {
  id: string;
  founder: string;
  title: string;
  description: string;
  stage: OpportunityStage;
  industry: Industry;
  targetAmount: number;
  minInvestment: number;
  valuation?: number;
  location: string;
  teluguFounders: boolean;
  raisedAmount: number;
  pitchDeckUrl?: string;
  isActive: boolean;
}

export const demoOpportunities: DemoOpportunity[] = [
  {
    id: 'opp-paisasetu',
    founder: 'demo-sai-kiran-boppana',
    title: 'PaisaSetu',
    description:
      'UPI-linked working-capital lines for kirana stores and small traders across Telangana, underwritten on GST and UPI cash flows. 4,200 merchants live, ₹38Cr disbursed, NPAs under 1.2%.',
    stage: 'seed',
    industry: 'fintech',
    targetAmount: 4 * CRORE,
    minInvestment: 25 * LAKH,
    valuation: 24 * CRORE,
    location: 'Hyderabad, Telangana',
    teluguFounders: true,
    raisedAmount: 1.5 * CRORE,
    pitchDeckUrl: 'https://decks.example.com/paisasetu-seed.pdf',
    isActive: true,
  },
  {
    id: 'opp-aquasense',
    founder: 'demo-ramesh-reddy',
    title: 'AquaSense Bhimavaram',
    description:
      'Solar-powered dissolved-oxygen and pH sensors with automatic aerator control for vannamei shrimp ponds. 600 ponds in West Godavari, 18% lower feed conversion ratio, paid by farmers per crop.',
    stage: 'seed',
    industry: 'agritech',
    targetAmount: 3 * CRORE,
    minInvestment: 20 * LAKH,
    valuation: 15 * CRORE,
    location: 'Bhimavaram, Andhra Pradesh',
    teluguFounders: true,
    raisedAmount: 80 * LAKH,
    pitchDeckUrl: 'https://decks.example.com/aquasense.pdf',
    isActive: true,
  },
  {
    id: 'opp-simhachalam-actives',
    founder: 'demo-lakshmi-naidu',
    title: 'Simhachalam Bulk Actives',
    description:
      'Anti-diabetic and cardiovascular APIs from a USFDA-ready block in the Jawaharlal Nehru Pharma City, Parawada. Capacity expansion from 120 to 300 tonnes a year with two EU customers signed.',
    stage: 'series_a',
    industry: 'pharma',
    targetAmount: 40 * CRORE,
    minInvestment: 2 * CRORE,
    valuation: 180 * CRORE,
    location: 'Visakhapatnam, Andhra Pradesh',
    teluguFounders: true,
    raisedAmount: 12 * CRORE,
    isActive: true,
  },
  {
    id: 'opp-clinicflow',
    founder: 'demo-prasad-gorantla',
    title: 'ClinicFlow',
    description:
      'Front-desk and revenue-cycle SaaS for independent urgent-care clinics in Texas: check-in, eligibility, coding and claims. 140 clinics, $2.1M ARR growing 9% a month, engineering in Hyderabad.',
    stage: 'series_a',
    industry: 'saas',
    targetAmount: 25 * CRORE,
    minInvestment: CRORE,
    valuation: 120 * CRORE,
    location: 'Dallas, Texas, USA',
    teluguFounders: true,
    raisedAmount: 6 * CRORE,
    pitchDeckUrl: 'https://decks.example.com/clinicflow-a.pdf',
    isActive: true,
  },
  {
    id: 'opp-vidyasetu',
    founder: 'demo-anitha-varma',
    title: 'VidyaSetu',
    description:
      'Telugu-medium maths and science video lessons with WhatsApp doubt-solving for classes 6–10 in government schools. Piloting in 40 schools around Tirupati with the district education office.',
    stage: 'pre_seed',
    industry: 'edtech',
    targetAmount: 75 * LAKH,
    minInvestment: 5 * LAKH,
    location: 'Tirupati, Andhra Pradesh',
    teluguFounders: true,
    raisedAmount: 0,
    isActive: true,
  },
  {
    id: 'opp-godavari-coldchain',
    founder: 'demo-venkata-subbaiah',
    title: 'Godavari Cold Chain',
    description:
      'Reefer trucking and a 5,000-pallet cold store between Kakinada, Vizag port and Hyderabad for seafood and pharma. Contracted 70% of capacity before construction.',
    stage: 'series_a',
    industry: 'logistics',
    targetAmount: 12 * CRORE,
    minInvestment: CRORE,
    valuation: 60 * CRORE,
    location: 'Kakinada, Andhra Pradesh',
    teluguFounders: true,
    raisedAmount: 3 * CRORE,
    isActive: true,
  },
  {
    id: 'opp-mirchi-markets',
    founder: 'demo-pavan-kalyan-ganta',
    title: 'Mirchi Markets',
    description: 'B2B marketplace for Guntur chillies, turmeric and spices: graded lots, cold-store receipts and buyer credit for exporters and food brands.',
    stage: 'seed',
    industry: 'ecommerce',
    targetAmount: 2 * CRORE,
    minInvestment: 10 * LAKH,
    valuation: 12 * CRORE,
    location: 'Guntur, Andhra Pradesh',
    teluguFounders: true,
    raisedAmount: 40 * LAKH,
    isActive: true,
  },
  {
    id: 'opp-civicsense',
    founder: 'demo-suresh-babu-nandamuri',
    title: 'CivicSense AI',
    description:
      'Computer vision on drone and dash-cam footage to find potholes, encroachments and canal breaches for municipalities. Paid pilots with two AP municipal corporations.',
    stage: 'seed',
    industry: 'ai_ml',
    targetAmount: 5 * CRORE,
    minInvestment: 50 * LAKH,
    valuation: 30 * CRORE,
    location: 'Amaravati, Andhra Pradesh',
    teluguFounders: true,
    raisedAmount: 0,
    isActive: true,
  },
  {
    id: 'opp-voltedge',
    founder: 'demo-harika-penmetsa',
    title: 'VoltEdge Silicon',
    description:
      'Edge-AI inference chips for battery-powered cameras and hearing aids: 4 TOPS per watt on a 22 nm tape-out, design centre in Hyderabad, two tier-1 OEM evaluations.',
    stage: 'series_c',
    industry: 'ai_ml',
    targetAmount: 250 * CRORE,
    minInvestment: 10 * CRORE,
    valuation: 1_600 * CRORE,
    location: 'San Jose, California, USA',
    teluguFounders: true,
    raisedAmount: 90 * CRORE,
    isActive: true,
  },
  {
    id: 'opp-konaseema-kitchens',
    founder: 'demo-ravi-teja-gadde',
    title: 'Konaseema Kitchens',
    description:
      'Direct-to-consumer Andhra pickles, podis and ready-to-cook curries for the UK diaspora, made in Leicester; 30,000 repeat customers and a Tesco trial.',
    stage: 'seed',
    industry: 'ecommerce',
    targetAmount: 1.5 * CRORE,
    minInvestment: 10 * LAKH,
    location: 'London, UK',
    teluguFounders: true,
    raisedAmount: 20 * LAKH,
    isActive: true,
  },
  {
    id: 'opp-ricetrace',
    founder: 'demo-mahesh-chintalapudi',
    title: 'RiceTrace',
    description:
      'Farm-to-container traceability for Sona Masoori and parboiled rice exports on a permissioned ledger, so EU and Gulf buyers verify residue tests and origin per lot.',
    stage: 'pre_seed',
    industry: 'blockchain',
    targetAmount: 60 * LAKH,
    minInvestment: 5 * LAKH,
    location: 'Vijayawada, Andhra Pradesh',
    teluguFounders: true,
    raisedAmount: 0,
    isActive: true,
  },
  {
    id: 'opp-healthbridge',
    founder: 'demo-padmaja-rao',
    title: 'HealthBridge Tele-ICU',
    description:
      'Remote intensivist cover for 24 district hospitals in Telangana from a Hyderabad command centre, with AI early-warning scores; paid per bed per month.',
    stage: 'series_a',
    industry: 'healthtech',
    targetAmount: 30 * CRORE,
    minInvestment: 2 * CRORE,
    valuation: 150 * CRORE,
    location: 'Hyderabad, Telangana',
    teluguFounders: true,
    raisedAmount: 10 * CRORE,
    pitchDeckUrl: 'https://decks.example.com/healthbridge.pdf',
    isActive: true,
  },
  {
    id: 'opp-gulfremit',
    founder: 'demo-jagadeesh-mandava',
    title: 'GulfRemit',
    description:
      'Low-cost remittances from the UAE to Andhra and Telangana villages with doorstep cash-out through local kirana agents; licensed partner exchange house in Dubai.',
    stage: 'seed',
    industry: 'fintech',
    targetAmount: 6 * CRORE,
    minInvestment: 50 * LAKH,
    valuation: 35 * CRORE,
    location: 'Dubai, UAE',
    teluguFounders: true,
    raisedAmount: 2 * CRORE,
    isActive: true,
  },
  {
    id: 'opp-kalamkari-online',
    founder: 'demo-anitha-varma',
    title: 'Kalamkari Collective Online',
    description: 'Online store and wholesale portal for Srikalahasti Kalamkari and Venkatagiri handloom, paying weavers within 7 days.',
    stage: 'pre_seed',
    industry: 'ecommerce',
    targetAmount: 50 * LAKH,
    minInvestment: 2 * LAKH,
    location: 'Srikalahasti, Andhra Pradesh',
    teluguFounders: true,
    raisedAmount: 15 * LAKH,
    isActive: true,
  },
  {
    id: 'opp-deccan-freight',
    founder: 'demo-suresh-babu-nandamuri',
    title: 'Deccan Freight Parks',
    description: 'Grade-A warehousing parks on the Hyderabad–Vijayawada and Vizag–Chennai corridors, 3.2 million sq ft leased to e-commerce and 3PL tenants.',
    stage: 'growth',
    industry: 'logistics',
    targetAmount: 200 * CRORE,
    minInvestment: 25 * CRORE,
    valuation: 1_400 * CRORE,
    location: 'Hyderabad, Telangana',
    teluguFounders: true,
    raisedAmount: 120 * CRORE,
    isActive: true,
  },
  {
    id: 'opp-prairie-rx',
    founder: 'demo-prasad-gorantla',
    title: 'PrairieRx',
    description: 'Pharmacy benefit analytics for self-insured employers in Texas, cutting specialty drug spend with biosimilar switching.',
    stage: 'series_b',
    industry: 'healthtech',
    targetAmount: 60 * CRORE,
    minInvestment: 5 * CRORE,
    valuation: 420 * CRORE,
    location: 'Dallas, Texas, USA',
    teluguFounders: false,
    raisedAmount: 20 * CRORE,
    isActive: true,
  },
  {
    id: 'opp-shrimptrack-v1',
    founder: 'demo-ramesh-reddy',
    title: 'ShrimpTrack (2025 round)',
    description: 'The first round of pond traceability, closed and folded into AquaSense.',
    stage: 'pre_seed',
    industry: 'agritech',
    targetAmount: CRORE,
    minInvestment: 5 * LAKH,
    location: 'Bhimavaram, Andhra Pradesh',
    teluguFounders: true,
    raisedAmount: 1.2 * CRORE,
    isActive: false,
  },
];

export interface DemoInvestor {
  userId: string;
  investorType: InvestorType;
  fundName?: string;
  minInvestment: number;
  maxInvestment: number;
  aum?: number;
  focusAreas: Industry[];
  preferredStages: FundingStage[];
  checkSize?: number;
  thesis: string;
  portfolio: string[];
  geography: string[];
  isAccredited: boolean;
}

export const demoInvestors: DemoInvestor[] = [
  {
    userId: 'demo-swathi-bandaru',
    investorType: 'vc',
    fundName: 'Kaveri Ventures Fund II',
    minInvestment: 2 * CRORE,
    maxInvestment: 15 * CRORE,
    aum: 800 * CRORE,
    focusAreas: ['fintech', 'ai_ml', 'saas'],
    preferredStages: ['seed', 'series_a'],
    checkSize: 5 * CRORE,
    thesis: 'Software for the next 300 million Indian and Southeast Asian customers: credit, payments and vertical SaaS.',
    portfolio: ['Kisan Credit', 'PayKaro', 'Shelf AI'],
    geography: ['India', 'Singapore'],
    isAccredited: true,
  },
  {
    userId: 'demo-chandra-sekhar-vemuri',
    investorType: 'family_office',
    fundName: 'Vemuri Family Office',
    minInvestment: 5 * CRORE,
    maxInvestment: 50 * CRORE,
    aum: 1_200 * CRORE,
    focusAreas: ['pharma', 'healthtech', 'logistics'],
    preferredStages: ['series_a', 'series_b', 'growth'],
    checkSize: 15 * CRORE,
    thesis: 'Patient capital for Andhra and Telangana manufacturers and healthcare operators, with board seats and export introductions.',
    portfolio: ['Godavari Speciality Chemicals', 'Nellore Diagnostics'],
    geography: ['Andhra Pradesh', 'Telangana'],
    isAccredited: true,
  },
  {
    userId: 'demo-raghu-ram-pinnamaneni',
    investorType: 'angel',
    minInvestment: 20 * LAKH,
    maxInvestment: CRORE,
    focusAreas: ['saas', 'ai_ml', 'healthtech'],
    preferredStages: ['pre_seed', 'seed'],
    checkSize: 40 * LAKH,
    thesis: 'Ex-operator angel: B2B software with US customers and Hyderabad engineering.',
    portfolio: ['Routely', 'CareLoop'],
    geography: ['USA', 'Telangana'],
    isAccredited: true,
  },
  {
    userId: 'demo-kavitha-devineni',
    investorType: 'angel',
    minInvestment: 10 * LAKH,
    maxInvestment: 50 * LAKH,
    focusAreas: ['healthtech', 'pharma', 'edtech'],
    preferredStages: ['pre_seed', 'seed'],
    checkSize: 25 * LAKH,
    thesis: 'Healthcare and education ventures that reach tier-2 towns in the Telugu states.',
    portfolio: ['Arogya Labs'],
    geography: ['Telangana', 'Andhra Pradesh'],
    isAccredited: false,
  },
  {
    userId: 'demo-harika-penmetsa',
    investorType: 'strategic',
    fundName: 'Nallamala Semiconductors (corporate venture)',
    minInvestment: CRORE,
    maxInvestment: 10 * CRORE,
    focusAreas: ['ai_ml', 'other'],
    preferredStages: ['series_a', 'series_b'],
    checkSize: 3 * CRORE,
    thesis: 'Hardware and AI start-ups that can become design partners or customers of our power-management chips.',
    portfolio: ['SenseGrid'],
    geography: ['USA', 'India'],
    isAccredited: true,
  },
  {
    userId: 'demo-keerthi-ravuri',
    investorType: 'accelerator',
    fundName: 'Bay–Deccan Launchpad',
    minInvestment: 10 * LAKH,
    maxInvestment: 50 * LAKH,
    focusAreas: ['saas', 'fintech', 'edtech', 'agritech'],
    preferredStages: ['pre_seed', 'seed'],
    checkSize: 25 * LAKH,
    thesis: 'A 12-week programme for Telugu founders building for global markets: ₹25L for 6%, mentors in the Bay Area and Hyderabad.',
    portfolio: ['Cohort 1: 9 companies', 'Cohort 2: 11 companies'],
    geography: ['Global'],
    isAccredited: true,
  },
  {
    userId: 'demo-vamsi-krishna-atluri',
    investorType: 'pe',
    fundName: 'Atluri Capital Partners',
    minInvestment: 25 * CRORE,
    maxInvestment: 200 * CRORE,
    aum: 3_500 * CRORE,
    focusAreas: ['logistics', 'fintech', 'pharma'],
    preferredStages: ['series_c', 'growth', 'pre_ipo'],
    checkSize: 75 * CRORE,
    thesis: 'Growth and pre-IPO rounds in profitable Indian infrastructure and financial services companies.',
    portfolio: ['Coromandel Warehousing', 'Sree Finance'],
    geography: ['India', 'UK'],
    isAccredited: true,
  },
  {
    userId: 'demo-divya-tummala',
    investorType: 'crowdfunding',
    fundName: 'Telugu Angels Crowd',
    minInvestment: LAKH,
    maxInvestment: 25 * LAKH,
    focusAreas: ['fintech', 'edtech', 'agritech', 'ecommerce'],
    preferredStages: ['pre_seed', 'seed'],
    checkSize: 5 * LAKH,
    thesis: 'Pooled cheques from 400 diaspora members backing community-rooted founders back home.',
    portfolio: ['Rythu Mitra', 'Pickle Junction'],
    geography: ['Andhra Pradesh', 'Telangana', 'USA'],
    isAccredited: false,
  },
  {
    userId: 'demo-naveen-kolli',
    investorType: 'angel',
    minInvestment: 25 * LAKH,
    maxInvestment: 2 * CRORE,
    focusAreas: ['fintech', 'logistics', 'ecommerce'],
    preferredStages: ['seed', 'series_a'],
    checkSize: 50 * LAKH,
    thesis: 'Trade, remittance and supply-chain businesses on the India–Gulf corridor.',
    portfolio: ['Jebel Ali Freight Tech'],
    geography: ['UAE', 'India'],
    isAccredited: true,
  },
  {
    userId: 'demo-srinivas-chowdary',
    investorType: 'angel',
    minInvestment: 10 * LAKH,
    maxInvestment: 75 * LAKH,
    focusAreas: ['agritech', 'blockchain'],
    preferredStages: ['pre_seed', 'seed'],
    checkSize: 20 * LAKH,
    thesis: 'Rice and aquaculture value chains: traceability, quality and farmer credit.',
    portfolio: [],
    geography: ['Andhra Pradesh'],
    isAccredited: false,
  },
];

/** Investors who expressed interest: [investor, opportunity]. */
export const demoInterest: [string, string][] = [
  ['demo-swathi-bandaru', 'opp-paisasetu'],
  ['demo-keerthi-ravuri', 'opp-paisasetu'],
  ['demo-divya-tummala', 'opp-aquasense'],
  ['demo-srinivas-chowdary', 'opp-aquasense'],
  ['demo-chandra-sekhar-vemuri', 'opp-simhachalam-actives'],
  ['demo-raghu-ram-pinnamaneni', 'opp-clinicflow'],
  ['demo-naveen-kolli', 'opp-gulfremit'],
  ['demo-kavitha-devineni', 'opp-healthbridge'],
  ['demo-vamsi-krishna-atluri', 'opp-deccan-freight'],
  // Below the proposal threshold: an investor may still ask.
  ['demo-naveen-kolli', 'opp-mirchi-markets'],
];

/** Founders' answers: [investor, opportunity, status, feedback]. */
export const demoResponses: [string, string, 'accepted' | 'declined', string?][] = [
  ['demo-swathi-bandaru', 'opp-paisasetu', 'accepted'],
  ['demo-divya-tummala', 'opp-aquasense', 'accepted'],
  ['demo-chandra-sekhar-vemuri', 'opp-simhachalam-actives', 'accepted'],
  ['demo-naveen-kolli', 'opp-gulfremit', 'accepted'],
  ['demo-keerthi-ravuri', 'opp-paisasetu', 'declined', 'We are past the accelerator stage; happy to stay in touch.'],
  ['demo-naveen-kolli', 'opp-mirchi-markets', 'declined', 'Looking for a lead with agri-trade experience this round.'],
];

/** Meetings of accepted matches: on the investor's first pitch slot, or a proposed time (days from today, hour in the zone). */
export const demoMeetings: {
  investor: string;
  opportunity: string;
  slot?: number;
  proposed?: { days: number; hour: number; timeZone: string; location: string };
}[] = [
  { investor: 'demo-swathi-bandaru', opportunity: 'opp-paisasetu', slot: 0 },
  {
    investor: 'demo-chandra-sekhar-vemuri',
    opportunity: 'opp-simhachalam-actives',
    proposed: { days: 9, hour: 11, timeZone: 'Asia/Kolkata', location: 'Vemuri Family Office, Banjara Hills, Hyderabad' },
  },
];

/** Pitch slots each investor offers: [days from today, hour in the zone, minutes]. */
export const demoSlotTimes: [number, number, number][] = [
  [4, 10, 45],
  [6, 15, 45],
  [11, 11, 30],
  [18, 16, 60],
];
export const demoSlotZones: Record<string, { timeZone: string; location: string }> = {
  'demo-swathi-bandaru': { timeZone: 'Asia/Singapore', location: 'Zoom (link on confirmation)' },
  'demo-chandra-sekhar-vemuri': { timeZone: 'Asia/Kolkata', location: 'Banjara Hills, Hyderabad' },
  'demo-raghu-ram-pinnamaneni': { timeZone: 'America/Chicago', location: 'Google Meet' },
  'demo-keerthi-ravuri': { timeZone: 'America/Los_Angeles', location: 'Zoom' },
  'demo-naveen-kolli': { timeZone: 'Asia/Dubai', location: 'DIFC, Dubai' },
};

export const demoTemplates: (Omit<TermSheetTemplate, 'downloads' | 'createdAt' | 'stage'> & { stage?: FundingStage })[] = [
  {
    id: 'tst-isafe-seed',
    name: 'iSAFE Note (India, pre-seed and seed)',
    stage: 'seed',
    description: 'A simple agreement for future equity adapted to Indian law: issued as CCPS with a valuation cap and discount.',
    sections: [
      {
        heading: 'Instrument',
        body: 'Compulsorily convertible preference shares (CCPS) of face value ₹10, converting at the next priced round or in 19 years, whichever is earlier.',
      },
      {
        heading: 'Valuation cap and discount',
        body: 'Post-money valuation cap of ₹[__]Cr; 20% discount to the next round price; the investor converts at the better of the two.',
      },
      { heading: 'Pro-rata right', body: 'The right to invest its pro-rata share in the next priced round.' },
      { heading: 'Information rights', body: 'Quarterly MIS and annual audited financials within 120 days of year end.' },
      {
        heading: 'Regulatory',
        body: 'Issued under the Companies Act 2013 and FEMA (Non-Debt Instruments) Rules for non-resident investors; FC-GPR filed within 30 days.',
      },
    ],
  },
  {
    id: 'tst-seed-ccps',
    name: 'Seed Round: Priced CCPS',
    stage: 'seed',
    description: 'A short priced seed round with standard investor protections and a founder-friendly board.',
    sections: [
      { heading: 'Amount and valuation', body: 'Raising ₹[__]Cr at a pre-money valuation of ₹[__]Cr, fully diluted including a 10% ESOP pool.' },
      { heading: 'Liquidation preference', body: '1x non-participating.' },
      { heading: 'Board', body: 'Three seats: two founders, one seed lead; one independent observer.' },
      { heading: 'Founder vesting', body: 'Four years with a one-year cliff, 25% credited for time already served.' },
      { heading: 'Protective provisions', body: 'Investor consent for new share classes, related-party transactions above ₹25L and changes to the business.' },
    ],
  },
  {
    id: 'tst-series-a',
    name: 'Series A Term Sheet',
    stage: 'series_a',
    description: 'The Series A terms a Kaveri- or Atluri-style fund will expect, with anti-dilution and drag-along.',
    sections: [
      { heading: 'Securities', body: 'Series A CCPS at ₹[__] per share; pre-money valuation ₹[__]Cr.' },
      { heading: 'Anti-dilution', body: 'Broad-based weighted average.' },
      { heading: 'Board', body: 'Five seats: two founders, two investors, one independent.' },
      { heading: 'Drag-along', body: 'After five years, holders of 75% of the preference shares may drag on a sale at or above 2x the Series A price.' },
      { heading: 'Exit', body: 'Best efforts for a qualified IPO within six years; otherwise a strategic sale process.' },
    ],
  },
  {
    id: 'tst-angel-note',
    name: 'Angel Convertible Note',
    stage: 'pre_seed',
    description: 'A convertible note for angels and crowds, for companies recognised by DPIIT as start-ups.',
    sections: [
      { heading: 'Principal and term', body: 'At least ₹25L per investor (DPIIT start-up exemption), converting within 10 years.' },
      { heading: 'Conversion', body: 'At the next round price less 15%, or at a ₹[__]Cr cap.' },
      { heading: 'Repayment', body: 'Repayable at the holder’s option if not converted within the term.' },
    ],
  },
  {
    id: 'tst-family-office-growth',
    name: 'Family Office Growth Round',
    stage: 'growth',
    description: 'Minority growth capital with a long hold and board support, as Telugu family offices usually invest.',
    sections: [
      { heading: 'Investment', body: '₹[__]Cr primary and up to ₹[__]Cr secondary from early angels.' },
      { heading: 'Governance', body: 'One board seat; quarterly reviews; annual budget approval.' },
      { heading: 'Liquidity', body: 'Put option at fair market value after seven years if no IPO or sale.' },
    ],
  },
];
