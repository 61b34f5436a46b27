import type { DemoDealStory } from '@club/functions/dev/demo-pdfs';

/**
 * Each demo deal's story as its room's deck and financial summary tell it,
 * written from the deal's listing (investors-demo-items.ts) and its room
 * details (deal-rooms.ts), so the three agree: the same customers, revenue
 * and currency everywhere. The deal's traction line is the deck's.
 */
export const DEMO_DEAL_STORIES = {
  'opp-paisasetu': {
    problem: 'Kirana stores and small traders in Telangana pay 3–5% a month to informal lenders for stock: banks cannot see their cash flows.',
    solution: 'Working-capital lines linked to the merchant’s UPI account, underwritten on GST returns and UPI receipts, repaid from daily collections.',
    market: 'Over 9 lakh kirana stores and small traders in Telangana and Andhra Pradesh with a UPI account and a GST registration.',
    traction: '4,200 merchants live across Telangana; ₹38 Cr disbursed; 30+ day delinquencies under 1.2%.',
    model: 'Interest shared with two NBFC co-lending partners, plus a processing fee per line.',
    figuresIn: 'Figures in lakh rupees; FY 2027 and FY 2028 are the plan.',
    financials: [
      ['', 'FY 2026', 'FY 2027', 'FY 2028'],
      ['Revenue (net interest and fees)', '640', '1,450', '2,900'],
      ['Operating costs', '760', '1,380', '2,150'],
      ['EBITDA', '-120', '70', '750'],
      ['Cash at year end', '140', '420', '1,150'],
      ['Loans disbursed (to date)', '3,800', '9,500', '21,000'],
      ['Merchants live', '4,200', '9,000', '18,000'],
    ],
    plan: 'the lending book with two NBFC partners and the move into Andhra Pradesh; break-even in FY 2027.',
  },
  'opp-aquasense': {
    problem: 'Vannamei shrimp farmers lose crops to low dissolved oxygen at night and overfeed by guesswork: feed is 60% of a crop’s cost.',
    solution: 'Solar-powered dissolved-oxygen and pH sensors that switch the aerators on their own and tell the farmer on WhatsApp, in Telugu.',
    market: 'About 1.5 lakh acres of shrimp ponds in West Godavari, Krishna and Nellore districts.',
    traction: '600 ponds in West Godavari; feed conversion ratio down 18%; 92% of farmers renewed for the second crop.',
    model: 'Sensor kits sold to the farmer, plus a subscription paid per crop.',
    figuresIn: 'Figures in lakh rupees; FY 2027 and FY 2028 are the plan.',
    financials: [
      ['', 'FY 2026', 'FY 2027', 'FY 2028'],
      ['Revenue', '210', '520', '1,100'],
      ['Gross margin', '52%', '55%', '58%'],
      ['Operating costs', '190', '340', '520'],
      ['EBITDA', '-81', '-54', '118'],
      ['Cash at year end', '95', '240', '310'],
      ['Ponds', '600', '2,600', '6,000'],
    ],
    plan: '2,000 more sensor kits and a service network in Krishna district; break-even in FY 2028.',
  },
  'opp-clinicflow': {
    problem:
      'Independent urgent-care clinics in Texas lose about a tenth of their revenue to denied claims, and front desks spend hours checking insurance by phone.',
    solution: 'Check-in, insurance eligibility, coding and claims in one system for the clinic’s front desk, built by an engineering team in Hyderabad.',
    market: 'About 1,600 independent urgent-care clinics in Texas, Oklahoma and Louisiana.',
    traction: '140 urgent-care clinics; $2.1M ARR growing 9% month on month; net revenue retention 128%.',
    model: 'A monthly subscription per clinic plus a share of the claims collected.',
    figuresIn: 'Figures in thousands of US dollars; fiscal years to March; FY 2027 and FY 2028 are the plan.',
    financials: [
      ['', 'FY 2026', 'FY 2027', 'FY 2028'],
      ['Revenue', '1,400', '3,900', '7,800'],
      ['ARR at year end', '2,100', '5,200', '9,800'],
      ['Gross margin', '74%', '77%', '79%'],
      ['Operating costs', '2,300', '4,600', '7,200'],
      ['EBITDA', '-1,264', '-1,597', '-1,038'],
      ['Cash at year end', '1,900', '3,300', '2,260'],
      ['Clinics', '140', '320', '600'],
    ],
    plan: 'a sales team for Oklahoma and Louisiana, payer integrations and SOC 2 Type II; break-even in FY 2029.',
  },
} satisfies Record<string, DemoDealStory>;

export type DemoStoryDealId = keyof typeof DEMO_DEAL_STORIES;
