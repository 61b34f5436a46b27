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
  { id: 'co-godavari-aqua', name: 'Godavari Aqua Exports', industry: 'Seafood', country: 'India', revenueBand: '$50M-$100M', description: 'Vannamei shrimp farming and processing in Bhimavaram, exporting frozen shrimp to the US, EU and Japan.', certifications: ['BAP 4-Star', 'HACCP', 'EIC Approved'], hsCodes: ['0306', '1605'], website: 'https://godavariaqua.example.com' },
  { id: 'co-krishna-rice', name: 'Krishna Delta Rice Mills', industry: 'Agriculture', country: 'India', revenueBand: '$10M-$50M', description: 'Parboiled and Sona Masoori rice milling in Vijayawada with sortex grading and bulk export packing.', certifications: ['APEDA', 'FSSAI', 'ISO 22000'], hsCodes: ['1006'], website: 'https://krishnadeltarice.example.com' },
  { id: 'co-deccan-pharma', name: 'Deccan Life Sciences', industry: 'Pharmaceuticals', country: 'India', revenueBand: '$100M-$500M', description: 'Generic formulations and APIs from Genome Valley, supplying regulated markets under USFDA-inspected sites.', certifications: ['USFDA', 'WHO-GMP', 'EU-GMP'], hsCodes: ['3004', '2941'], website: 'https://deccanlifesciences.example.com' },
  { id: 'co-vizag-steel-fab', name: 'Vizag Port Engineering', industry: 'Heavy Engineering', country: 'India', revenueBand: '$10M-$50M', description: 'Structural steel fabrication and port handling equipment near the Visakhapatnam port.', certifications: ['ISO 9001', 'ISO 3834'], hsCodes: ['7308', '8426'], website: 'https://vizagportengineering.example.com' },
  { id: 'co-hitec-analytics', name: 'Hitec Analytics', industry: 'IT Services', country: 'India', revenueBand: '$50M-$100M', description: 'Data engineering and AI services for banks and insurers, delivery centres in Hyderabad and Dallas.', certifications: ['ISO 27001', 'SOC 2 Type II'], hsCodes: ['8471'], website: 'https://hitecanalytics.example.com' },
  { id: 'co-tirupati-textiles', name: 'Srikalahasti Handloom Collective', industry: 'Textiles', country: 'India', revenueBand: '$1M-$10M', description: 'Kalamkari and handloom sarees from weaver clusters around Srikalahasti and Venkatagiri.', certifications: ['Handloom Mark', 'GI Tag'], hsCodes: ['5208', '6211'], website: 'https://srikalahastihandloom.example.com' },
  { id: 'co-guntur-spice', name: 'Guntur Chilli Traders', industry: 'Spices', country: 'India', revenueBand: '$10M-$50M', description: 'Teja and 334 variety dried chillies and chilli powder, cold-stored and exported from Guntur.', certifications: ['Spices Board', 'FSSAI', 'ISO 22000'], hsCodes: ['0904'], website: 'https://gunturchilli.example.com' },
  { id: 'co-amaravati-infra', name: 'Amaravati Infra Projects', industry: 'Infrastructure', country: 'India', revenueBand: '$100M-$500M', description: 'EPC contractor for highways, irrigation canals and urban infrastructure in Andhra Pradesh and Telangana.', certifications: ['ISO 9001', 'ISO 45001'], hsCodes: ['7214', '2523'], website: 'https://amaravatiinfra.example.com' },
  { id: 'co-dallas-health', name: 'Prairie Health Partners', industry: 'Healthcare', country: 'USA', revenueBand: '$10M-$50M', description: 'Physician-led network of urgent care clinics across Texas, founded by Telugu doctors.', certifications: ['URAC'], hsCodes: ['9018'], website: 'https://prairiehealth.example.com' },
  { id: 'co-bayarea-semis', name: 'Nallamala Semiconductors', industry: 'Semiconductors', country: 'USA', revenueBand: '$50M-$100M', description: 'Fabless power-management chip design in San Jose with a design centre in Hyderabad.', certifications: ['ISO 9001', 'AEC-Q100'], hsCodes: ['8542'], website: 'https://nallamalasemi.example.com' },
  { id: 'co-dubai-trading', name: 'Emirates Andhra Trading LLC', industry: 'Trading', country: 'UAE', revenueBand: '$10M-$50M', description: 'Jebel Ali based importer and re-exporter of rice, spices and building materials across the GCC.', certifications: ['Dubai Chamber', 'ISO 9001'], hsCodes: ['1006', '0904', '6907'], website: 'https://emiratesandhra.example.com' },
  { id: 'co-singapore-capital', name: 'Kaveri Ventures', industry: 'Venture Capital', country: 'Singapore', revenueBand: '$10M-$50M', description: 'Early-stage fund backing deep-tech and fintech founders from India and Southeast Asia.', certifications: ['MAS Registered'], hsCodes: [], website: 'https://kaveriventures.example.com' },
  { id: 'co-london-foods', name: 'Konaseema Foods UK', industry: 'Food Processing', country: 'UK', revenueBand: '$1M-$10M', description: 'Ready-to-cook Andhra pickles and podis made in Leicester for UK supermarkets.', certifications: ['BRCGS', 'SALSA'], hsCodes: ['2001', '2103'], website: 'https://konaseemafoods.example.com' },
  { id: 'co-warangal-granite', name: 'Kakatiya Granites', industry: 'Stone & Mining', country: 'India', revenueBand: '$10M-$50M', description: 'Black galaxy and tan brown granite quarrying and slab processing near Warangal and Ongole.', certifications: ['ISO 9001', 'CE Marking'], hsCodes: ['6802', '2516'], website: 'https://kakatiyagranites.example.com' },
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
}

const m = (
  id: string,
  firstName: string,
  lastName: string,
  companyId: string,
  badges: Badge[],
  chapters: Chapter[],
  verified = true,
): DemoMember => {
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
