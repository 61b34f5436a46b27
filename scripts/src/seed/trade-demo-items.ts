import type { JobLevel, ListingKind, RemoteOption, RoomNightAction } from '@club/shared';

/**
 * Demo trade listings, jobs, second-company memberships and room nights.
 * Members and companies are the ids of demo-data.ts; `poster` is a member of
 * the company (checked by the seed test).
 */

/** Members who also belong to a second company (everyone belongs to their own `companyId`). */
export const secondMemberships: { memberId: string; companyId: string }[] = [
  { memberId: 'demo-ramesh-reddy', companyId: 'co-kakinada-marine' },
  { memberId: 'demo-bhargavi-kasturi', companyId: 'co-kakinada-marine' },
  { memberId: 'demo-hemalatha-sunkara', companyId: 'co-ongole-cotton' },
  { memberId: 'demo-anitha-varma', companyId: 'co-ongole-cotton' },
  { memberId: 'demo-kavitha-devineni', companyId: 'co-parawada-pharma' },
  { memberId: 'demo-lakshmi-naidu', companyId: 'co-parawada-pharma' },
  { memberId: 'demo-srinivas-chowdary', companyId: 'co-nellore-rice' },
  { memberId: 'demo-naveen-kolli', companyId: 'co-nellore-rice' },
  { memberId: 'demo-sai-kiran-boppana', companyId: 'co-cyberabad-digital' },
  { memberId: 'demo-gopi-krishna-alluri', companyId: 'co-palasa-cashew' },
  { memberId: 'demo-rajeswari-maddali', companyId: 'co-chittoor-mango' },
  { memberId: 'demo-neelima-kodali', companyId: 'co-chittoor-mango' },
  { memberId: 'demo-venkata-subbaiah', companyId: 'co-visakha-logistics' },
  { memberId: 'demo-raghu-ram-pinnamaneni', companyId: 'co-trinity-cloud' },
  { memberId: 'demo-padmaja-rao', companyId: 'co-trinity-cloud' },
  { memberId: 'demo-krishna-mohan', companyId: 'co-prakasam-tobacco' },
];

export interface DemoListing {
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
  companyId: string;
  poster: string;
}

const listing = (
  id: string,
  kind: ListingKind,
  companyId: string,
  poster: string,
  title: string,
  hsCode: string,
  [quantity, unit, priceBand, location, incoterms]: [string, string, string, string, string],
  description: string,
): DemoListing => ({ id: `tl-${id}`, kind, title, description, hsCode, quantity, unit, priceBand, location, incoterms, companyId, poster: `demo-${poster}` });

/** Oldest first: the seed gives each a later timestamp than the one before. */
export const demoListings: DemoListing[] = [
  listing('vannamei-hlso', 'export', 'co-godavari-aqua', 'ramesh-reddy', 'Frozen vannamei shrimp HLSO 31/40, block frozen', '030617',
    ['4', 'containers', '$7.80-8.40/kg', 'Kakinada Port', 'FOB'],
    'Farm-raised Litopenaeus vannamei from Bhimavaram, headless shell-on, 6 x 2 kg blocks per master carton, 40 ft reefer. BAP 4-star, antibiotic residue tested per lot, EIC health certificate. Shipment in 3 weeks from order.'),
  listing('teja-chilli', 'export', 'co-guntur-spice', 'pavan-kalyan-ganta', 'Teja S17 dried red chilli, stemless', '090421',
    ['50', 'MT', '$2.60-2.90/kg', 'Krishnapatnam Port', 'FOB'],
    'Teja (S17) from the Guntur mirchi yard, 75,000-90,000 SHU, ASTA colour 60+, moisture under 11%. Cold-store stock, packed in 25 kg jute bags. Aflatoxin and Sudan dye reports with every lot.'),
  listing('sona-masoori', 'export', 'co-krishna-rice', 'srinivas-chowdary', 'Sona Masoori raw rice, 5% broken, sortexed', '100630',
    ['500', 'MT', '$610-640/MT', 'Kakinada Port', 'FOB'],
    'New crop Sona Masoori from the Krishna delta, 12 months aged, sortex cleaned, 5% broken max. Packing in 10 kg, 25 kg or 50 kg PP bags with buyer branding. MOQ one 20 ft container.'),
  listing('gcc-rice-need', 'import', 'co-dubai-trading', 'naveen-kolli', 'Sona Masoori rice for GCC retail, 10 kg bags', '100630',
    ['20', 'containers', '$700-740/MT', 'Jebel Ali Port', 'CFR'],
    'Monthly requirement for UAE, Oman and Qatar supermarkets. Aged Sona Masoori, 3% broken max, private label 10 kg non-woven bags. Looking for two mills with APEDA registration and a steady 12-month supply.'),
  listing('metformin-tabs', 'export', 'co-deccan-pharma', 'lakshmi-naidu', 'Metformin HCl 500 mg tablets, USFDA-approved site', '300490',
    ['2,000,000', 'pieces', '$0.012-0.015/tablet', 'Hyderabad (Genome Valley)', 'CIF'],
    'Film-coated metformin 500 mg in HDPE bottles of 100 or blister packs of 10 x 10. Dossiers in CTD format for Africa, LATAM and CIS registrations. Lead time 8 weeks after artwork approval.'),
  listing('black-galaxy', 'export', 'co-warangal-granite', 'madhavi-ponnapalli', 'Black galaxy granite slabs, 2 cm polished', '680293',
    ['6', 'containers', '$38-45/m²', 'Krishnapatnam Port', 'FOB'],
    'Chimakurthi black galaxy, first quality, uniform golden specks, 2 cm and 3 cm polished slabs, average 290 x 180 cm. Resin treated, packed in fumigated wooden bundles. Photos of each block before cutting.'),
  listing('shrimp-feed', 'import', 'co-godavari-aqua', 'bhargavi-kasturi', 'Shrimp grower feed pellets, 35% protein', '230990',
    ['400', 'tons', '$1,050-1,150/MT', 'Kakinada Port', 'CIF'],
    'Sinking grower pellets 1.8-2.2 mm for vannamei ponds, 35% crude protein, water stability over 3 hours. Need quarterly lots for the summer crop; open to Vietnamese and Thai mills with aquaculture feed certification.'),
  listing('compact-yarn', 'export', 'co-ongole-cotton', 'hemalatha-sunkara', 'Combed compact cotton yarn 40s Ne for knitting', '520524',
    ['60', 'tons', '$3.05-3.20/kg', 'Ongole', 'EXW'],
    'Compact-spun 100% cotton, 40s Ne, CSP 2,900+, Uster 5% values, waxed cones of 1.89 kg. BCI and OEKO-TEX certified. Ready stock for knitters; container lots can also ship from Chennai port on FOB terms.'),
  listing('cashew-w320', 'export', 'co-palasa-cashew', 'gopi-krishna-alluri', 'Cashew kernels W320, vacuum packed in tins', '080132',
    ['2', 'containers', '$6.90-7.30/kg', 'Visakhapatnam Port', 'FOB'],
    'Whole white W320 from Palasa, processed from Srikakulam and West African raw nuts, 2 x 11.34 kg in nitrogen-flushed tins per carton. AFI specifications, moisture below 5%. Samples by courier in 4 days.'),
  listing('raw-cotton-need', 'import', 'co-ongole-cotton', 'anitha-varma', 'Australian raw cotton, 1-1/8 inch staple', '520100',
    ['500', 'tons', '$1.75-1.85/kg', 'Krishnapatnam Port', 'CFR'],
    'Seeking machine-picked Australian or Brazilian cotton, staple 29-30 mm, micronaire 3.8-4.5, strength 30 g/tex, for the compact spinning line. Shipments spread over four months; letter of credit at sight.'),
  listing('mango-pulp', 'export', 'co-chittoor-mango', 'rajeswari-maddali', 'Totapuri mango pulp in aseptic drums', '200799',
    ['100', 'MT', '$850-900/MT', 'Chennai Port', 'FOB'],
    'Season 2026 Totapuri pulp, Brix 14 minimum, acidity 0.4-0.6%, 215 kg aseptic bags in drums, 80 drums per 20 ft container. Halal and Kosher certified; microbiology report per batch.'),
  listing('tmt-rebar', 'import', 'co-amaravati-infra', 'sailaja-kommineni', 'TMT rebar Fe 550D for canal and bridge works', '721420',
    ['2,500', 'MT', '$560-600/MT', 'Vijayawada project site', 'DAP'],
    'Fe 550D TMT bars in 12, 16, 25 and 32 mm, BIS licensed, mill test certificates per heat. Delivery to Polavaram right canal packages in tranches of 500 MT over six months.'),
  listing('amoxicillin-api', 'export', 'co-parawada-pharma', 'kavitha-devineni', 'Amoxicillin trihydrate API, compacted grade', '294110',
    ['5', 'MT', '$28-31/kg', 'Visakhapatnam Port', 'FOB'],
    'Amoxicillin trihydrate powder and compacted grades, EP/USP, CEP available. Made at our Pharma City site with an EU-GMP certificate from 2025. 25 kg fibre drums with double poly liners.'),
  listing('gulf-chilli-need', 'import', 'co-dubai-trading', 'jagadeesh-mandava', 'Whole Teja chilli for Gulf spice packers', '090421',
    ['30', 'MT', '$3.00-3.30/kg', 'Jebel Ali Port', 'CIF'],
    'Steady monthly need for whole stemless Teja chilli for packers in Sharjah and Dammam. Pesticide residues to EU MRL, Sudan dye free. Preference for suppliers with cold storage in Guntur.'),
  listing('tiger-hoso', 'export', 'co-kakinada-marine', 'ramesh-reddy', 'Frozen black tiger shrimp HOSO 16/20, IQF', '030617',
    ['12', 'MT', '$11.00-12.50/kg', 'Visakhapatnam Port', 'CFR'],
    'Head-on shell-on Penaeus monodon, individually quick frozen, 1 kg printed boxes x 10 per master carton. Sashimi-grade handling for Japanese buyers; CFR Tokyo or Yokohama.'),
  listing('sesame-oil-need', 'import', 'co-london-foods', 'ravi-teja-gadde', 'Cold-pressed gingelly (sesame) oil for UK retail', '151550',
    ['10,000', 'litres', '£4-5/litre', 'Felixstowe', 'DAP'],
    'Wood-pressed gingelly oil in 1 litre PET bottles with UK-compliant labels, for our pickle line and retail shelf. BRCGS or FSSC 22000 certification required; trial order of one pallet first.'),
  listing('parboiled-ir64', 'export', 'co-nellore-rice', 'naveen-kolli', 'Parboiled rice IR-64, 5% broken, 50 kg bags', '100630',
    ['1,000', 'MT', '$440-460/MT', 'Krishnapatnam Port', 'CIF'],
    'Long-grain parboiled IR-64, 5% broken, sortexed, in 50 kg PP bags. Regular breakbulk and container shipments to Cotonou, Lomé and Dakar. SGS inspection at load port.'),
  listing('fcv-tobacco', 'export', 'co-prakasam-tobacco', 'krishna-mohan', 'FCV tobacco, Southern Light Soils, threshed lamina', '240120',
    ['200', 'tons', '$4.50-5.20/kg', 'Ongole', 'EXW'],
    'Flue-cured Virginia from Prakasam light soils, crop 2026, threshed and redried, packed in 200 kg C-48 cases. Grades by buyer sample; Tobacco Board auction documentation provided.'),
  listing('crane-spares', 'import', 'co-vizag-steel-fab', 'venkata-subbaiah', 'Mobile harbour crane spares: slewing bearings and hoist ropes', '843131',
    ['120', 'pieces', '€180,000-220,000 per lot', 'Visakhapatnam Port', 'CIF'],
    'Spares for two Liebherr LHM 550 cranes at a Vizag berth: slewing ring bearing, hoist wire ropes 36 mm, brake pads and sheaves. OEM or equivalent with class certificates; delivery within 10 weeks.'),
  listing('kalamkari-fabric', 'export', 'co-tirupati-textiles', 'anitha-varma', 'Srikalahasti Kalamkari hand-painted cotton fabric', '520852',
    ['8,000', 'meters', '$6-9/meter', 'Srikalahasti', 'EXW'],
    'GI-tagged pen Kalamkari with natural dyes on 60s cambric, 44 inch width, temple and tree-of-life motifs. Made by 40 artisan families; suits boutiques and home-furnishing brands. Custom designs take 6 weeks.'),
  listing('hdpe-bottles-need', 'import', 'co-deccan-pharma', 'kavitha-devineni', 'Pharma-grade HDPE bottles with CR caps', '392330',
    ['1,000,000', 'pieces', '$0.04-0.06/piece', 'Hyderabad', 'DAP'],
    'HDPE bottles 60 cc and 100 cc with child-resistant caps and induction seal liners, DMF-referenced resin. Annual contract with monthly call-offs to our Genome Valley plant.'),
  listing('pickle-mango-need', 'import', 'co-london-foods', 'neelima-kodali', 'Brined raw mango and gongura for avakaya production', '200190',
    ['8', 'MT', '£1.60-1.90/kg', 'Felixstowe', 'CIF'],
    'Cut raw mango in brine (Collector and Totapuri varieties) and gongura leaves in brine, in 200 kg food-grade drums. For our Leicester kitchen; need EU/UK pesticide compliance and a summer-season contract.'),
  listing('servers-need', 'import', 'co-hitec-analytics', 'padmaja-rao', 'GPU rack servers for the Hyderabad AI lab', '847150',
    ['24', 'pieces', '$38,000-45,000/unit', 'Hyderabad', 'DAP'],
    'Rack servers with 8 data-centre GPUs each, 2 TB RAM, 400G networking, with 3-year onsite support in Hyderabad. Delivery and installation at our Gachibowli facility; import duty handled by us.'),
  listing('tan-brown', 'export', 'co-warangal-granite', 'usha-rani-karumuri', 'Tan brown granite tiles and countertops', '680293',
    ['3', 'containers', '$24-30/m²', 'Chennai Port', 'FOB'],
    'Tan brown from Karimnagar quarries: 60 x 60 cm polished tiles and prefabricated kitchen countertops with eased edges. Sealed, crated and barcoded per US distributor requirements.'),
  listing('cashew-rcn-need', 'import', 'co-palasa-cashew', 'gopi-krishna-alluri', 'Raw cashew nuts from Ghana or Ivory Coast', '080131',
    ['1,000', 'MT', '$1,350-1,450/MT', 'Visakhapatnam Port', 'CFR'],
    'In-shell raw cashew nuts, outturn 47-48 lbs, nut count under 190 per kg, moisture below 10%. Seeking a shipper with regular sailings to Vizag for the February-April season.'),
  listing('cold-chain-reefers', 'import', 'co-visakha-logistics', 'venkata-subbaiah', 'Reefer container units for port cold chain', '841869',
    ['40', 'pieces', '$9,500-11,000/unit', 'Gangavaram Port', 'CIF'],
    'Used 40 ft high-cube reefer containers, 2016 or newer, Carrier or Daikin units, with PTI reports. For a seafood cold-chain yard serving Vizag and Kakinada exporters.'),
];

export interface DemoJob {
  id: string;
  title: string;
  level: JobLevel;
  location: string;
  salaryBand: string;
  description: string;
  requirements: string;
  benefits: string;
  remoteOptions: RemoteOption;
  relocationAssistance: boolean;
  companyId: string;
  poster: string;
  /** Mailbox at the company's domain. */
  mailbox: string;
}

const job = (
  id: string,
  companyId: string,
  poster: string,
  title: string,
  level: JobLevel,
  [location, salaryBand, remoteOptions, relocationAssistance, mailbox]: [string, string, RemoteOption, boolean, string],
  description: string,
  requirements: string,
  benefits: string,
): DemoJob => ({ id: `job-${id}`, title, level, location, salaryBand, description, requirements, benefits, remoteOptions, relocationAssistance, companyId, poster: `demo-${poster}`, mailbox });

export const demoJobs: DemoJob[] = [
  job('hitec-cto', 'co-hitec-analytics', 'padmaja-rao', 'Chief Technology Officer', 'CXO',
    ['Hyderabad', '₹2.5-3.2 Cr + ESOPs', 'hybrid', true, 'leadership'],
    'Own the technology strategy for a 2,400-person data and AI services firm: platform engineering, GenAI delivery accelerators, security and the India-US delivery model.',
    '20+ years in IT services or product engineering; led 1,000+ engineers; BFSI client exposure; board-level communication.',
    'ESOP pool, family health cover, relocation from anywhere in India or the US, annual leadership retreat.'),
  job('deccan-cfo', 'co-deccan-pharma', 'lakshmi-naidu', 'Chief Financial Officer', 'CXO',
    ['Hyderabad', '₹3-4 Cr', 'onsite', true, 'careers'],
    'Lead finance, treasury and investor relations ahead of a planned listing, including USFDA-linked capex planning across three formulation plants.',
    'CA with 18+ years, pharma or regulated manufacturing background, IPO or PE transaction experience.',
    'Long-term incentive plan, company car, relocation support to Hyderabad.'),
  job('prairie-vp-ops', 'co-dallas-health', 'prasad-gorantla', 'VP Clinical Operations', 'VP',
    ['Dallas', '$240k-280k + bonus', 'onsite', true, 'jobs'],
    'Run day-to-day operations for 18 urgent care clinics in North Texas: staffing, throughput, payer mix and patient experience scores.',
    '10+ years in ambulatory care operations, multi-site P&L ownership, Epic or athenahealth experience.',
    'Medical, dental and 401(k) match; relocation within the US.'),
  job('nallamala-vp-design', 'co-bayarea-semis', 'harika-penmetsa', 'VP Analog Design Engineering', 'VP',
    ['Hyderabad', '₹1.8-2.4 Cr + RSUs', 'hybrid', true, 'talent'],
    'Build and lead the Hyderabad design centre for power-management ICs, working with the San Jose architecture team from spec to tape-out.',
    '15+ years analog/mixed-signal design, multiple automotive tape-outs, team building from 20 to 100 engineers.',
    'RSUs, quarterly travel to San Jose, relocation from Bangalore or the US.'),
  job('emirates-director', 'co-dubai-trading', 'jagadeesh-mandava', 'Director, Commodity Sourcing', 'Director',
    ['Dubai', 'AED 55,000-65,000/month', 'onsite', true, 'hr'],
    'Own rice, spice and pulses sourcing from India and Southeast Asia for GCC distribution, including supplier audits in Andhra and Telangana.',
    '12+ years in agri-commodity trading, strong mill network in the Krishna-Godavari belt, Telugu and Hindi preferred.',
    'Tax-free salary, family visa, annual home travel, schooling allowance.'),
  job('kaveri-principal', 'co-singapore-capital', 'swathi-bandaru', 'Director, Investments (Deep Tech)', 'Director',
    ['Singapore', 'S$280k-340k + carry', 'hybrid', false, 'careers'],
    'Source and lead Series A investments in deep-tech and fintech across India and Southeast Asia; sit on portfolio boards.',
    '8+ years in VC, PE or operating roles at venture-backed companies; engineering degree preferred.',
    'Carried interest, annual learning budget.'),
  job('konaseema-manager', 'co-london-foods', 'ravi-teja-gadde', 'Production Manager', 'Manager',
    ['London', '£55k-65k', 'onsite', true, 'jobs'],
    'Run the Leicester kitchen producing Andhra pickles and podis for UK supermarkets: scheduling, BRCGS compliance and a team of 35.',
    '6+ years food manufacturing management, BRCGS audits, HACCP Level 4.',
    'Sponsorship for Skilled Worker visa, relocation package, pension.'),
  job('amaravati-director-projects', 'co-amaravati-infra', 'suresh-babu-nandamuri', 'Director, Irrigation Projects', 'Director',
    ['Vijayawada', '₹90 L-1.2 Cr', 'onsite', false, 'careers'],
    'Lead delivery of lift irrigation and canal packages worth ₹2,400 Cr: planning, contractor management and state government reviews.',
    'Civil engineer with 18+ years in EPC irrigation or highways, PMP preferred, Telugu essential.',
    'Company accommodation at site, vehicle, performance bonus.'),
  job('vizag-eng-manager', 'co-vizag-steel-fab', 'gopi-krishna-alluri', 'Fabrication Plant Manager', 'Manager',
    ['Vizag', '₹35-45 L', 'onsite', false, 'careers'],
    'Run the 18,000 MT/year structural fabrication shop: welding quality to ISO 3834, safety, and dispatch to port projects.',
    'Mechanical or production engineer, 10+ years in heavy fabrication, certified welding inspector.',
    'Family health cover, annual bonus.'),
  job('trinity-ciso', 'co-trinity-cloud', 'raghu-ram-pinnamaneni', 'Chief Information Security Officer', 'CXO',
    ['Dallas', '$320k-380k + equity', 'hybrid', true, 'talent'],
    'Own security for our managed cloud practice and 140 enterprise clients; lead SOC 2 and FedRAMP readiness.',
    '15+ years in security leadership, incident response at scale, CISSP or equivalent.',
    'Equity, relocation within the US, 401(k) match.'),
  job('trinity-manager-remote', 'co-trinity-cloud', 'padmaja-rao', 'Engineering Manager, Cloud Migration', 'Manager',
    ['Remote (US time zones)', '$170k-195k', 'remote', false, 'talent'],
    'Lead two squads migrating mid-market ERP workloads to AWS, coordinating with the Hyderabad delivery centre.',
    '8+ years engineering, 3+ managing; AWS Professional certification.',
    'Home office stipend, health insurance, annual team offsite.'),
  job('cyberabad-vp-sales', 'co-cyberabad-digital', 'sai-kiran-boppana', 'VP Sales, Europe', 'VP',
    ['London', '£150k-180k + commission', 'hybrid', true, 'careers'],
    'Open the UK and Nordics market for SAP and Salesforce services to manufacturers; build a team of four account executives.',
    '12+ years selling IT services in Europe, a network among manufacturing CIOs.',
    'Uncapped commission, relocation to London, pension.'),
  job('parawada-qa-director', 'co-parawada-pharma', 'kavitha-devineni', 'Director, Quality Assurance', 'Director',
    ['Vizag', '₹80 L-1 Cr', 'onsite', true, 'careers'],
    'Own QA and regulatory inspections (USFDA, EU, WHO) for the API site at Pharma City, Parawada.',
    'M.Pharm or PhD, 15+ years QA in API manufacturing, led at least two USFDA inspections with no OAI.',
    'Relocation to Visakhapatnam, housing support, bonus.'),
  job('godavari-coo', 'co-godavari-aqua', 'ramesh-reddy', 'Chief Operating Officer', 'CXO',
    ['Bhimavaram', '₹1.5-2 Cr', 'onsite', true, 'careers'],
    'Run farms, hatcheries and two processing plants producing 18,000 MT of shrimp a year; drive yield, traceability and buyer audits.',
    '15+ years in aquaculture or seafood processing, US and EU buyer audits, P&L ownership.',
    'Profit share, company housing, relocation.'),
  job('emirates-manager-logistics', 'co-dubai-trading', 'naveen-kolli', 'Logistics Manager, GCC', 'Manager',
    ['Dubai', 'AED 22,000-27,000/month', 'onsite', true, 'hr'],
    'Manage inbound containers from Indian ports and re-exports across the GCC: customs, 3PL contracts and warehouse at Jebel Ali.',
    '7+ years in freight or trade logistics in the UAE, Dubai Trade and Mirsal experience.',
    'Family visa, medical insurance, annual air tickets.'),
  job('kaveri-vp-platform', 'co-singapore-capital', 'chandra-sekhar-vemuri', 'VP Portfolio Platform', 'VP',
    ['Singapore', 'S$220k-260k', 'hybrid', true, 'careers'],
    'Help portfolio founders hire, raise follow-on rounds and enter India: run the talent network and the founder programme.',
    '10+ years across startups, consulting or VC platform teams; strong India-Singapore network.',
    'Carry participation, relocation to Singapore.'),
  job('hitec-director-bangalore', 'co-hitec-analytics', 'sai-kiran-boppana', 'Director, Data Engineering', 'Director',
    ['Bangalore', '₹90 L-1.1 Cr', 'hybrid', false, 'leadership'],
    'Lead a 150-person data engineering practice serving insurers in the US, from lakehouse design to production support.',
    '14+ years in data platforms, Spark and Databricks at scale, client-facing delivery leadership.',
    'ESOPs, health cover for parents, learning budget.'),
];

export interface DemoRoomNight {
  id: string;
  hotelName: string;
  date: string;
  action: RoomNightAction;
  roomType: string;
  description: string;
  priceCap?: number;
  ownerId: string;
}

export const demoRoomNights: DemoRoomNight[] = [
  { id: 'rn-fortune-grand-ridge-1224', hotelName: 'Fortune Select Grand Ridge, Tirupati', date: '2026-12-24', action: 'donate', roomType: 'Deluxe double', description: 'Our family trip moved to January. Free for a member family visiting for Vaikuntha Ekadasi week; breakfast included.', ownerId: 'demo-anitha-varma' },
  { id: 'rn-marasa-sarovar-1230', hotelName: 'Marasa Sarovar Premiere, Tirupati', date: '2026-12-30', action: 'swap', roomType: 'Premium room', description: 'Would swap for any night between 5 and 10 January, same or nearby hotel.', ownerId: 'demo-rajeswari-maddali' },
  { id: 'rn-ttd-cottage-0102', hotelName: 'TTD Sri Padmavathi Guest House, Tirumala', date: '2027-01-02', action: 'donate', roomType: 'Cottage (2 rooms)', description: 'TTD cottage on the hill booked through the official portal; transfer through TTD re-allotment at the counter. Suits a family of six.', ownerId: 'demo-sailaja-kommineni' },
  { id: 'rn-taj-tirupati-0105', hotelName: 'Taj Tirupati', date: '2027-01-05', action: 'sell', roomType: 'Superior room, hill view', description: 'Non-refundable booking; passing it on at cost or below.', priceCap: 7500, ownerId: 'demo-prasad-gorantla' },
  { id: 'rn-ttd-nandakam-1219', hotelName: 'TTD Nandakam Rest House, Tirumala', date: '2026-12-19', action: 'swap', roomType: 'Suite', description: 'Looking to swap for 26 or 27 December on Tirumala; will coordinate the TTD transfer at CRO.', ownerId: 'demo-venkata-subbaiah' },
  { id: 'rn-fortune-grand-ridge-0114', hotelName: 'Fortune Select Grand Ridge, Tirupati', date: '2027-01-14', action: 'donate', roomType: 'Executive room', description: 'Sankranti night, free for a member travelling with elderly parents.', ownerId: 'demo-ramesh-reddy' },
];
