import type { Badge, Chapter } from '@club/shared';

/** Demo companies: realistic Telugu-led businesses across the club's chapters. */
export interface DemoCompany {
  id: string;
  name: string;
  industry: string;
  country: string;
  revenueBand: string;
  description: string;
  certifications: string[];
  hsCodes: string[];
  website: string;
}

export const demoCompanies: DemoCompany[] = [
  {
    id: 'co-godavari-aqua',
    name: 'Godavari Aqua Exports',
    industry: 'Seafood',
    country: 'India',
    revenueBand: '$50M-$100M',
    description: 'Vannamei shrimp farming and processing in Bhimavaram, exporting frozen shrimp to the US, EU and Japan.',
    certifications: ['BAP 4-Star', 'HACCP', 'EIC Approved'],
    hsCodes: ['0306', '1605'],
    website: 'https://godavariaqua.example.com',
  },
  {
    id: 'co-krishna-rice',
    name: 'Krishna Delta Rice Mills',
    industry: 'Agriculture',
    country: 'India',
    revenueBand: '$10M-$50M',
    description: 'Parboiled and Sona Masoori rice milling in Vijayawada with sortex grading and bulk export packing.',
    certifications: ['APEDA', 'FSSAI', 'ISO 22000'],
    hsCodes: ['1006'],
    website: 'https://krishnadeltarice.example.com',
  },
  {
    id: 'co-deccan-pharma',
    name: 'Deccan Life Sciences',
    industry: 'Pharmaceuticals',
    country: 'India',
    revenueBand: '$100M-$500M',
    description: 'Generic formulations and APIs from Genome Valley, supplying regulated markets under USFDA-inspected sites.',
    certifications: ['USFDA', 'WHO-GMP', 'EU-GMP'],
    hsCodes: ['3004', '2941'],
    website: 'https://deccanlifesciences.example.com',
  },
  {
    id: 'co-vizag-steel-fab',
    name: 'Vizag Port Engineering',
    industry: 'Heavy Engineering',
    country: 'India',
    revenueBand: '$10M-$50M',
    description: 'Structural steel fabrication and port handling equipment near the Visakhapatnam port.',
    certifications: ['ISO 9001', 'ISO 3834'],
    hsCodes: ['7308', '8426'],
    website: 'https://vizagportengineering.example.com',
  },
  {
    id: 'co-hitec-analytics',
    name: 'Hitec Analytics',
    industry: 'IT Services',
    country: 'India',
    revenueBand: '$50M-$100M',
    description: 'Data engineering and AI services for banks and insurers, delivery centres in Hyderabad and Dallas.',
    certifications: ['ISO 27001', 'SOC 2 Type II'],
    hsCodes: ['8471'],
    website: 'https://hitecanalytics.example.com',
  },
  {
    id: 'co-tirupati-textiles',
    name: 'Srikalahasti Handloom Collective',
    industry: 'Textiles',
    country: 'India',
    revenueBand: '$1M-$10M',
    description: 'Kalamkari and handloom sarees from weaver clusters around Srikalahasti and Venkatagiri.',
    certifications: ['Handloom Mark', 'GI Tag'],
    hsCodes: ['5208', '6211'],
    website: 'https://srikalahastihandloom.example.com',
  },
  {
    id: 'co-guntur-spice',
    name: 'Guntur Chilli Traders',
    industry: 'Spices',
    country: 'India',
    revenueBand: '$10M-$50M',
    description: 'Teja and 334 variety dried chillies and chilli powder, cold-stored and exported from Guntur.',
    certifications: ['Spices Board', 'FSSAI', 'ISO 22000'],
    hsCodes: ['0904'],
    website: 'https://gunturchilli.example.com',
  },
  {
    id: 'co-amaravati-infra',
    name: 'Amaravati Infra Projects',
    industry: 'Infrastructure',
    country: 'India',
    revenueBand: '$100M-$500M',
    description: 'EPC contractor for highways, irrigation canals and urban infrastructure in Andhra Pradesh and Telangana.',
    certifications: ['ISO 9001', 'ISO 45001'],
    hsCodes: ['7214', '2523'],
    website: 'https://amaravatiinfra.example.com',
  },
  {
    id: 'co-dallas-health',
    name: 'Prairie Health Partners',
    industry: 'Healthcare',
    country: 'USA',
    revenueBand: '$10M-$50M',
    description: 'Physician-led network of urgent care clinics across Texas, founded by Telugu doctors.',
    certifications: ['URAC'],
    hsCodes: ['9018'],
    website: 'https://prairiehealth.example.com',
  },
  {
    id: 'co-bayarea-semis',
    name: 'Nallamala Semiconductors',
    industry: 'Semiconductors',
    country: 'USA',
    revenueBand: '$50M-$100M',
    description: 'Fabless power-management chip design in San Jose with a design centre in Hyderabad.',
    certifications: ['ISO 9001', 'AEC-Q100'],
    hsCodes: ['8542'],
    website: 'https://nallamalasemi.example.com',
  },
  {
    id: 'co-dubai-trading',
    name: 'Emirates Andhra Trading LLC',
    industry: 'Trading',
    country: 'UAE',
    revenueBand: '$10M-$50M',
    description: 'Jebel Ali based importer and re-exporter of rice, spices and building materials across the GCC.',
    certifications: ['Dubai Chamber', 'ISO 9001'],
    hsCodes: ['1006', '0904', '6907'],
    website: 'https://emiratesandhra.example.com',
  },
  {
    id: 'co-singapore-capital',
    name: 'Kaveri Ventures',
    industry: 'Venture Capital',
    country: 'Singapore',
    revenueBand: '$10M-$50M',
    description: 'Early-stage fund backing deep-tech and fintech founders from India and Southeast Asia.',
    certifications: ['MAS Registered'],
    hsCodes: [],
    website: 'https://kaveriventures.example.com',
  },
  {
    id: 'co-london-foods',
    name: 'Konaseema Foods UK',
    industry: 'Food Processing',
    country: 'UK',
    revenueBand: '$1M-$10M',
    description: 'Ready-to-cook Andhra pickles and podis made in Leicester for UK supermarkets.',
    certifications: ['BRCGS', 'SALSA'],
    hsCodes: ['2001', '2103'],
    website: 'https://konaseemafoods.example.com',
  },
  {
    id: 'co-warangal-granite',
    name: 'Kakatiya Granites',
    industry: 'Stone & Mining',
    country: 'India',
    revenueBand: '$10M-$50M',
    description: 'Black galaxy and tan brown granite quarrying and slab processing near Warangal and Ongole.',
    certifications: ['ISO 9001', 'CE Marking'],
    hsCodes: ['6802', '2516'],
    website: 'https://kakatiyagranites.example.com',
  },
  {
    id: 'co-kakinada-marine',
    name: 'Kakinada Marine Foods',
    industry: 'Seafood',
    country: 'India',
    revenueBand: '$10M-$50M',
    description: 'Black tiger and vannamei shrimp processing with IQF lines at the Kakinada SEZ, shipping to Japan and the EU.',
    certifications: ['BRCGS', 'HACCP', 'EIC Approved'],
    hsCodes: ['0306', '0303'],
    website: 'https://kakinadamarine.example.com',
  },
  {
    id: 'co-ongole-cotton',
    name: 'Ongole Cotton Spinners',
    industry: 'Textiles',
    country: 'India',
    revenueBand: '$50M-$100M',
    description: 'Compact-spun combed cotton yarn from 80,000 spindles in Prakasam district, sold to knitters in Tiruppur and Bangladesh.',
    certifications: ['OEKO-TEX 100', 'BCI', 'ISO 9001'],
    hsCodes: ['5205', '5201'],
    website: 'https://ongolecotton.example.com',
  },
  {
    id: 'co-parawada-pharma',
    name: 'Parawada Bulk Drugs',
    industry: 'Pharmaceuticals',
    country: 'India',
    revenueBand: '$50M-$100M',
    description: 'Antibiotic and anti-diabetic APIs from the Jawaharlal Nehru Pharma City near Visakhapatnam.',
    certifications: ['USFDA', 'EU-GMP', 'CEP'],
    hsCodes: ['2941', '2942'],
    website: 'https://parawadabulkdrugs.example.com',
  },
  {
    id: 'co-nellore-rice',
    name: 'Nellore Fine Rice Exports',
    industry: 'Agriculture',
    country: 'India',
    revenueBand: '$10M-$50M',
    description: 'Parboiled and raw rice sourced from Nellore and Krishna delta farmers, shipped through Krishnapatnam port to West Africa and the Gulf.',
    certifications: ['APEDA', 'BRCGS', 'FSSAI'],
    hsCodes: ['1006'],
    website: 'https://nellorefinerice.example.com',
  },
  {
    id: 'co-cyberabad-digital',
    name: 'Cyberabad Digital Services',
    industry: 'IT Services',
    country: 'India',
    revenueBand: '$10M-$50M',
    description: 'SAP, Salesforce and cloud migration services for mid-market manufacturers, from HITEC City and Vizag.',
    certifications: ['ISO 27001', 'CMMI Level 3'],
    hsCodes: [],
    website: 'https://cyberabaddigital.example.com',
  },
  {
    id: 'co-palasa-cashew',
    name: 'Palasa Cashew Processors',
    industry: 'Food Processing',
    country: 'India',
    revenueBand: '$1M-$10M',
    description: 'Raw cashew shelling, grading and vacuum packing in Palasa, Srikakulam district, the cashew capital of Andhra.',
    certifications: ['FSSAI', 'HACCP', 'CEPCI Member'],
    hsCodes: ['0801'],
    website: 'https://palasacashew.example.com',
  },
  {
    id: 'co-chittoor-mango',
    name: 'Chittoor Mango Pulp Industries',
    industry: 'Food Processing',
    country: 'India',
    revenueBand: '$10M-$50M',
    description: 'Totapuri and Alphonso mango pulp and concentrate in aseptic packs from Chittoor, supplying juice makers worldwide.',
    certifications: ['FSSC 22000', 'Halal', 'Kosher'],
    hsCodes: ['2007', '2008'],
    website: 'https://chittoormango.example.com',
  },
  {
    id: 'co-visakha-logistics',
    name: 'Visakha Logistics Parks',
    industry: 'Infrastructure',
    country: 'India',
    revenueBand: '$50M-$100M',
    description: 'Warehousing, container freight stations and cold chain near Visakhapatnam and Gangavaram ports.',
    certifications: ['ISO 9001', 'AEO Tier 2'],
    hsCodes: [],
    website: 'https://visakhalogistics.example.com',
  },
  {
    id: 'co-trinity-cloud',
    name: 'Trinity Cloud Systems',
    industry: 'IT Services',
    country: 'USA',
    revenueBand: '$50M-$100M',
    description: 'Dallas-based cloud and cybersecurity consultancy with an offshore delivery centre in Hyderabad.',
    certifications: ['SOC 2 Type II', 'AWS Advanced Partner'],
    hsCodes: [],
    website: 'https://trinitycloud.example.com',
  },
  {
    id: 'co-prakasam-tobacco',
    name: 'Prakasam Leaf Tobacco',
    industry: 'Agriculture',
    country: 'India',
    revenueBand: '$10M-$50M',
    description: 'FCV tobacco procurement, threshing and redrying in Ongole for cigarette makers in Europe and Southeast Asia.',
    certifications: ['ISO 9001', 'Tobacco Board Registered'],
    hsCodes: ['2401'],
    website: 'https://prakasamleaf.example.com',
  },
];

/** Demo members: fixed ids so seeding is idempotent and the local sign-in page can list them. */
export interface DemoMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  companyId: string;
  badges: Badge[];
  chapters: Chapter[];
  phone?: string;
  verified: boolean;
  linkedinSlug: string;
  title: string;
}

/** A demo member's job title, from their first badge (demo data: plausible, not a claim about anyone). */
const TITLE_BY_BADGE: Record<Badge, string> = {
  founder: 'Founder & CEO',
  investor: 'Managing Partner',
  govt_liaison: 'Director, Government Relations',
  exporter: 'Director, Exports',
  importer: 'Head of Procurement',
  philanthropist: 'Trustee',
};

const m = (id: string, firstName: string, lastName: string, companyId: string, badges: Badge[], chapters: Chapter[], verified = true): DemoMember => {
  const domain = demoCompanies.find((c) => c.id === companyId)!.website.replace('https://', '');
  const handle = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  return {
    id: `demo-${id}`,
    firstName,
    lastName,
    email: `${handle}@${domain}`,
    companyId,
    badges,
    chapters,
    verified,
    linkedinSlug: handle.replace('.', '-'),
    title: TITLE_BY_BADGE[badges[0] ?? 'founder'],
  };
};

export const demoMembers: DemoMember[] = [
  m('ramesh-reddy', 'Ramesh', 'Reddy', 'co-godavari-aqua', ['founder', 'exporter'], ['AP-Vijayawada']),
  m('lakshmi-naidu', 'Lakshmi Prasanna', 'Naidu', 'co-deccan-pharma', ['founder', 'philanthropist'], ['Telangana']),
  m('srinivas-chowdary', 'Srinivas', 'Chowdary', 'co-krishna-rice', ['exporter'], ['AP-Vijayawada']),
  m('padmaja-rao', 'Padmaja', 'Rao', 'co-hitec-analytics', ['founder'], ['Telangana', 'USA']),
  m('venkata-subbaiah', 'Venkata', 'Subbaiah', 'co-vizag-steel-fab', ['founder', 'importer'], ['AP-Vizag']),
  m('anitha-varma', 'Anitha', 'Varma', 'co-tirupati-textiles', ['founder', 'exporter'], ['AP-Tirupati']),
  m('krishna-mohan', 'Krishna Mohan', 'Yarlagadda', 'co-guntur-spice', ['exporter'], ['AP-Vijayawada'], false),
  m('sailaja-kommineni', 'Sailaja', 'Kommineni', 'co-amaravati-infra', ['govt_liaison'], ['AP-Vijayawada']),
  m('prasad-gorantla', 'Prasad', 'Gorantla', 'co-dallas-health', ['founder', 'philanthropist'], ['USA']),
  m('harika-penmetsa', 'Harika', 'Penmetsa', 'co-bayarea-semis', ['founder', 'investor'], ['USA']),
  m('naveen-kolli', 'Naveen', 'Kolli', 'co-dubai-trading', ['importer', 'exporter'], ['UAE']),
  m('swathi-bandaru', 'Swathi', 'Bandaru', 'co-singapore-capital', ['investor'], ['Singapore']),
  m('ravi-teja-gadde', 'Ravi Teja', 'Gadde', 'co-london-foods', ['founder', 'importer'], ['UK']),
  m('madhavi-ponnapalli', 'Madhavi', 'Ponnapalli', 'co-warangal-granite', ['exporter'], ['Telangana']),
  m('suresh-babu-nandamuri', 'Suresh Babu', 'Nandamuri', 'co-amaravati-infra', ['founder', 'govt_liaison'], ['AP-Vijayawada']),
  m('kavitha-devineni', 'Kavitha', 'Devineni', 'co-deccan-pharma', ['investor'], ['Telangana'], false),
  m('raghu-ram-pinnamaneni', 'Raghu Ram', 'Pinnamaneni', 'co-hitec-analytics', ['investor'], ['USA']),
  m('bhargavi-kasturi', 'Bhargavi', 'Kasturi', 'co-godavari-aqua', ['exporter'], ['AP-Vizag']),
  m('chandra-sekhar-vemuri', 'Chandra Sekhar', 'Vemuri', 'co-singapore-capital', ['investor', 'philanthropist'], ['Singapore']),
  m('divya-tummala', 'Divya', 'Tummala', 'co-dallas-health', ['philanthropist'], ['USA'], false),
  m('gopi-krishna-alluri', 'Gopi Krishna', 'Alluri', 'co-vizag-steel-fab', ['importer'], ['AP-Vizag']),
  m('hemalatha-sunkara', 'Hemalatha', 'Sunkara', 'co-tirupati-textiles', ['exporter'], ['AP-Tirupati'], false),
  m('jagadeesh-mandava', 'Jagadeesh', 'Mandava', 'co-dubai-trading', ['founder', 'importer'], ['UAE']),
  m('keerthi-ravuri', 'Keerthi', 'Ravuri', 'co-bayarea-semis', ['investor'], ['USA']),
  m('mahesh-chintalapudi', 'Mahesh', 'Chintalapudi', 'co-krishna-rice', ['founder'], ['AP-Vijayawada', 'UAE']),
  m('neelima-kodali', 'Neelima', 'Kodali', 'co-london-foods', ['exporter'], ['UK'], false),
  m('pavan-kalyan-ganta', 'Pavan Kalyan', 'Ganta', 'co-guntur-spice', ['founder', 'exporter'], ['AP-Vijayawada']),
  m('rajeswari-maddali', 'Rajeswari', 'Maddali', 'co-amaravati-infra', ['govt_liaison'], ['AP-Tirupati']),
  m('sai-kiran-boppana', 'Sai Kiran', 'Boppana', 'co-hitec-analytics', ['founder'], ['Telangana']),
  m('usha-rani-karumuri', 'Usha Rani', 'Karumuri', 'co-warangal-granite', ['philanthropist'], ['Telangana']),
  m('vamsi-krishna-atluri', 'Vamsi Krishna', 'Atluri', 'co-singapore-capital', ['investor'], ['Singapore', 'UK']),
  m('yamini-siddabattula', 'Yamini', 'Siddabattula', 'co-godavari-aqua', ['govt_liaison'], ['AP-Vizag'], false),
];

/** A demo member as a request's person snapshot records them (what the create paths write from the session). */
export const requesterOf = (who: DemoMember) => ({
  id: who.id,
  firstName: who.firstName,
  lastName: who.lastName,
  title: who.title,
  companyName: demoCompanies.find((company) => company.id === who.companyId)!.name,
  verified: who.verified,
});

/**
 * The club's own people: Lakshmi Prasanna of Club Operations works
 * the staff console's queues, Venkat Rao is the Club Admin who grants roles and
 * reads the audit log. Employees of the club, so no company; they sign in from
 * the local sign-in page like members, labelled by role.
 */
export interface DemoStaff {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'staff' | 'admin';
  title: string;
}

export const demoStaff: DemoStaff[] = [
  {
    id: 'demo-staff-lakshmi-prasanna',
    firstName: 'Lakshmi',
    lastName: 'Prasanna',
    email: 'lakshmi.prasanna@teluguexecclub.example.com',
    role: 'staff',
    title: 'Club Operations',
  },
  { id: 'demo-admin-venkat-rao', firstName: 'Venkat', lastName: 'Rao', email: 'venkat.rao@teluguexecclub.example.com', role: 'admin', title: 'Club Admin' },
];
