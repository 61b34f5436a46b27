import type { PostType, TopicTag } from '@club/shared';

/** The six topic forums, one per topic tag. */
export const demoForums: { id: string; topicTag: TopicTag; title: string; description: string }[] = [
  { id: 'forum-trade', topicTag: 'trade', title: 'Trade & Exports', description: 'Import needs, export offers, HS codes, incoterms, shipping lanes and compliance from Kakinada to Jebel Ali.' },
  { id: 'forum-capital', topicTag: 'capital', title: 'Capital & Investments', description: 'Angel rounds, growth capital, family offices and exits: deal flow shared between Telugu founders and investors.' },
  { id: 'forum-tech', topicTag: 'tech', title: 'Technology Leaders', description: 'CIOs and CTOs on cloud, AI, cybersecurity and building engineering teams in Hyderabad, Vizag and abroad.' },
  { id: 'forum-infrastructure', topicTag: 'infrastructure', title: 'Infrastructure & Real Estate', description: 'Ports, highways, irrigation, industrial parks and tenders across Andhra Pradesh and Telangana.' },
  { id: 'forum-healthcare', topicTag: 'healthcare', title: 'Healthcare & Life Sciences', description: 'Hospitals, pharma, medical devices and diagnostics: regulation, partnerships and talent.' },
  { id: 'forum-hiring', topicTag: 'hiring', title: 'Hiring & Leadership', description: 'Senior hires, board seats, succession and leadership development for member companies.' },
];

/** [topic, type, author (demo member id without the `demo-` prefix), title, body, tags]. Oldest first. */
type DemoPost = [TopicTag, PostType, string, string, string, string[]];

export const demoPosts: DemoPost[] = [
  ['trade', 'requirement', 'naveen-kolli', 'Sona Masoori 25 kg bags for Jebel Ali, monthly', 'We need 500 MT a month of Sona Masoori (HS 1006.30), 25 kg PP bags with our private label, CIF Jebel Ali. Looking for mills in the Krishna delta with APEDA registration and a track record in GCC retail. Payment by LC at sight.', ['rice', 'GCC', 'CIF']],
  ['trade', 'offer', 'ramesh-reddy', 'Vannamei 30/40 HLSO, 4 containers available for December', 'Block-frozen vannamei HLSO 30/40, 6 x 2 kg, BAP 4-star farms in Bhimavaram. Four 40 ft reefers ready for December loading from Kakinada or Visakhapatnam. FOB prices on request; EU and US buyers with their own inspection welcome.', ['shrimp', 'HS 0306', 'FOB']],
  ['trade', 'ask', 'krishna-mohan', 'EU pesticide residue limits for Teja chilli: who tests reliably?', 'Two of our lots were held at Rotterdam this year for ethion residues just above the EU MRL. Which NABL labs in Guntur or Hyderabad have given members results that matched the EU port tests? Happy to share our pre-shipment protocol in return.', ['chilli', 'EU', 'compliance']],
  ['infrastructure', 'event', 'sailaja-kommineni', 'Amaravati capital region tender briefing, Vijayawada', 'CRDA officials will brief contractors on the next round of trunk infrastructure packages (roads, storm-water drains, utility ducts). Members interested in joint bids can meet afterwards over lunch at the club table. Registration through the concierge.', ['Amaravati', 'tenders']],
  ['capital', 'offer', 'swathi-bandaru', 'Kaveri Ventures opening a $2M cheque pool for Telugu deep-tech founders', 'We are reserving a pool for pre-seed and seed rounds in semiconductors, space tech and climate hardware where at least one founder is from the Telugu diaspora. Cheques of $100k to $300k, fast decisions, Singapore or Delaware structures.', ['venture', 'deep-tech', 'Singapore']],
  ['tech', 'ask', 'padmaja-rao', 'SOC 2 Type II in under six months: realistic?', 'Our Dallas clients now ask for SOC 2 Type II before renewals. For members who went through it with Hyderabad delivery centres: which auditor, what tooling for evidence collection, and how long was your observation window?', ['security', 'SOC 2']],
  ['healthcare', 'requirement', 'prasad-gorantla', 'Telemedicine partner for rural follow-ups in Prakasam district', 'Prairie Health wants to fund a pilot where our Texas physicians review cases from PHCs in Prakasam district on weekends. Looking for an Andhra partner with a licensed telemedicine platform and nursing staff on the ground.', ['telemedicine', 'CSR']],
  ['hiring', 'job', 'padmaja-rao', 'Head of Delivery, Hyderabad (banking analytics)', 'Hitec Analytics is hiring a Head of Delivery to run 400 engineers across Hyderabad and Dallas for three US banks. 18+ years, P&L ownership, data platform background. Relocation support for candidates returning from the US.', ['hiring', 'Hyderabad', 'leadership']],
  ['trade', 'offer', 'madhavi-ponnapalli', 'Black galaxy granite slabs, 2 cm and 3 cm polished', 'Ongole black galaxy slabs, 2 cm and 3 cm, polished, CE marked, container loads from Krishnapatnam. Can supply cut-to-size for hotel projects in the Gulf. Samples dispatched within a week to members.', ['granite', 'HS 6802']],
  ['capital', 'ask', 'harika-penmetsa', 'Structuring a Hyderabad subsidiary for a US fabless startup', 'We are opening a design centre in Hyderabad. Members who have done this recently: wholly owned subsidiary or branch office? How did you handle transfer pricing and the ESOP pool for Indian employees?', ['tax', 'ESOP', 'subsidiary']],
  ['infrastructure', 'offer', 'venkata-subbaiah', 'Spare capacity for port crane fabrication in Q1', 'Our Vizag yard has capacity for two ship-to-shore crane structures or equivalent heavy fabrication in January to March. ISO 3834 certified welding, load-out directly to the outer harbour.', ['Vizag', 'fabrication', 'ports']],
  ['tech', 'event', 'sai-kiran-boppana', 'CIO roundtable: GenAI in regulated industries, HITEC City', 'Closed-door roundtable for CIOs and CTOs of member companies on putting GenAI into production in banking, pharma and insurance. Chatham House rules, twelve seats, dinner afterwards.', ['AI', 'roundtable']],
  ['healthcare', 'offer', 'lakshmi-naidu', 'USFDA-inspected capacity for oral solids, tech transfer welcome', 'Deccan Life Sciences has 400 million tablets a year of spare oral-solid capacity at our Genome Valley site, last USFDA inspection with no 483s. Open to contract manufacturing and tech transfer from member companies.', ['pharma', 'CDMO', 'USFDA']],
  ['trade', 'requirement', 'ravi-teja-gadde', 'Guntur chilli powder and tamarind for UK retail', 'Konaseema Foods needs a steady supply of Guntur chilli powder (ASTA 80+) and seedless tamarind, BRCGS certified, 10 MT a quarter each, delivered to Felixstowe. Looking for members who already ship to UK retailers.', ['UK', 'spices', 'BRCGS']],
  ['hiring', 'ask', 'mahesh-chintalapudi', 'Succession in a family-run rice mill: outside CEO or next generation?', 'My father built our mill over forty years. My cousin and I run it now, and we are debating bringing in a professional CEO. Members who have made this move: what worked, what would you do differently?', ['family business', 'succession']],
  ['capital', 'requirement', 'ramesh-reddy', 'Growth capital for a second processing plant near Kakinada', 'We are raising INR 60 crore, debt and equity mix, for an IQF processing plant in the Kakinada SEZ. Looking for family offices and funds with aquaculture or food processing experience.', ['aquaculture', 'growth capital']],
  ['infrastructure', 'ask', 'suresh-babu-nandamuri', 'Experience with the new AP industrial land allotment policy?', 'Has anyone applied for land under the revised APIIC allotment rules this year? How long from application to possession, and were the single-window timelines honoured?', ['APIIC', 'policy']],
  ['tech', 'offer', 'raghu-ram-pinnamaneni', 'Mentoring founders on US enterprise sales', 'I ran enterprise sales for a data company in the Bay Area for twelve years. Happy to give two hours a month to member founders selling into US enterprises: pricing, procurement, security reviews.', ['mentoring', 'sales']],
  ['healthcare', 'ask', 'divya-tummala', 'CME-accredited partners for a Telugu physicians summit', 'We are planning a summit for Telugu physicians in Texas next spring. Which members have worked with CME accreditation bodies and can recommend a provider?', ['CME', 'events']],
  ['hiring', 'job', 'harika-penmetsa', 'Director, Analog Design (Hyderabad)', 'Nallamala Semiconductors is hiring a Director of Analog Design for our Hyderabad centre: power management ICs, 15+ years, tape-outs at advanced nodes. Equity and relocation from the US or Bangalore.', ['semiconductors', 'hiring']],
  ['trade', 'ask', 'jagadeesh-mandava', 'Letters of credit from Indian banks: turnaround times this quarter', 'Our suppliers tell us LC confirmations are taking longer this quarter. Which banks are members finding quickest for GCC-bound exports, and is anyone using trade finance platforms instead?', ['LC', 'trade finance']],
  ['capital', 'event', 'chandra-sekhar-vemuri', 'Investor evening in Singapore: Andhra and Telangana startups', 'Kaveri Ventures and the Singapore chapter host eight founders from T-Hub and AP Innovation Society for a pitch evening with family offices. Members can nominate one more startup each.', ['Singapore', 'pitch night']],
  ['infrastructure', 'requirement', 'sailaja-kommineni', 'Subcontractor for canal lining, Polavaram left canal package', 'Amaravati Infra needs a subcontractor for 12 km of concrete canal lining with paver machines, starting February. Experience with irrigation department quality norms essential.', ['irrigation', 'subcontract']],
  ['tech', 'requirement', 'venkata-subbaiah', 'ERP for a mid-size fabrication company', 'We are replacing spreadsheets with an ERP for project costing, inventory and welding traceability. Budget is modest. Which partners have implemented this for engineering firms in Andhra?', ['ERP', 'manufacturing']],
  ['healthcare', 'event', 'lakshmi-naidu', 'Genome Valley plant visit for member investors', 'We are opening our new formulation block to member investors and partners for a guided visit, with a session on what USFDA inspectors look for. Transport from HITEC City provided.', ['Genome Valley', 'visit']],
  ['hiring', 'offer', 'raghu-ram-pinnamaneni', 'Board seats: experienced directors available for member companies', 'A few of us in the USA chapter have served on audit and risk committees and are open to independent director roles on boards of member companies preparing for an IPO or PE round.', ['board', 'governance']],
  ['trade', 'offer', 'srinivas-chowdary', 'Parboiled rice IR-64, 5% broken, Krishnapatnam loading', 'Krishna Delta Rice Mills offers IR-64 parboiled 5% broken, sortex cleaned, 50 kg PP bags. 2,000 MT available per month through Krishnapatnam. West African and Gulf buyers welcome.', ['rice', 'West Africa']],
  ['capital', 'ask', 'kavitha-devineni', 'Valuation norms for pharma services companies in 2026', 'For members who invested in or sold CRO/CDMO businesses this year: what EBITDA multiples are you seeing for sub-$50M revenue companies with US clients?', ['valuation', 'pharma']],
  ['tech', 'ask', 'keerthi-ravuri', 'Hiring VLSI graduates from AP engineering colleges', 'We want to build a campus pipeline from AP colleges for verification engineers. Which colleges have members found strongest, and has anyone co-designed a curriculum with a university?', ['talent', 'VLSI']],
  ['infrastructure', 'event', 'gopi-krishna-alluri', 'Site visit: Bhogapuram airport works and logistics park', 'A member group visit to the Bhogapuram airport site and the planned logistics park, with a briefing on land parcels for warehousing. Bus from Vizag, lunch included.', ['Bhogapuram', 'logistics']],
  ['healthcare', 'requirement', 'yamini-siddabattula', 'Cold-chain partner for vaccine distribution in north coastal AP', 'Looking for a cold-chain logistics partner with WHO-PQS compliant storage for a vaccine distribution tender covering Srikakulam, Vizianagaram and Visakhapatnam districts.', ['cold chain', 'tender']],
  ['hiring', 'requirement', 'anitha-varma', 'Head of E-commerce for a handloom brand', 'Srikalahasti Handloom Collective needs a Head of E-commerce to take Kalamkari and Venkatagiri sarees to customers in the US and UK. Hybrid, Tirupati or Hyderabad.', ['e-commerce', 'handloom']],
  ['trade', 'event', 'naveen-kolli', 'Gulfood side meeting for Andhra exporters', 'During Gulfood in Dubai we are hosting Andhra food exporters and GCC importers for a breakfast meeting. Twenty seats; members with products already registered in the UAE get priority.', ['Gulfood', 'Dubai']],
  ['capital', 'offer', 'vamsi-krishna-atluri', 'Venture debt for revenue-stage SaaS companies', 'Our fund can provide venture debt of $1M to $5M to SaaS companies with $3M+ ARR and a recent equity round. Members building from Hyderabad or Vizag can reach me directly.', ['venture debt', 'SaaS']],
  ['tech', 'offer', 'sai-kiran-boppana', 'Free cloud cost review for member companies', 'Our FinOps team will review AWS or Azure bills for member companies this quarter at no cost. Typical savings so far have been 20 to 30 percent.', ['cloud', 'FinOps']],
  ['healthcare', 'ask', 'prasad-gorantla', 'Credentialing Indian-trained nurses for Texas clinics', 'We want to hire nurses trained in Andhra and Telangana for our Texas clinics. Members who have gone through NCLEX and visa sponsorship: how long did it take and which agencies were reliable?', ['nursing', 'visa']],
  ['hiring', 'job', 'suresh-babu-nandamuri', 'Chief Financial Officer, EPC infrastructure', 'Amaravati Infra Projects is looking for a CFO with EPC experience, bank guarantee and working capital management across 30+ live projects, and IPO readiness. Based in Vijayawada.', ['CFO', 'infrastructure']],
  ['trade', 'requirement', 'usha-rani-karumuri', 'Diamond wire saws and gang saw blades from Italy or China', 'Kakatiya Granites wants quotes for diamond wire saws and gang saw blades for granite block cutting, CIF Chennai. Members with supplier relationships in Italy or Xiamen, please connect.', ['machinery', 'HS 8464']],
  ['capital', 'requirement', 'anitha-varma', 'Impact investors for a weavers cooperative', 'We want to raise patient capital to give 300 weaver families working capital and looms. Looking for impact investors or CSR partners comfortable with a cooperative structure.', ['impact', 'handloom']],
  ['infrastructure', 'offer', 'suresh-babu-nandamuri', 'Joint bidding partners for national highway HAM projects', 'We are prequalified for hybrid annuity highway projects in AP and looking for equity partners for two upcoming bids. Members with road asset experience, let us talk.', ['HAM', 'highways']],
  ['tech', 'event', 'padmaja-rao', 'Women in tech leadership breakfast, Dallas', 'The USA chapter hosts a breakfast for women technology leaders in Dallas: careers, boards and founding companies. Open to members and their senior colleagues.', ['Dallas', 'leadership']],
  ['healthcare', 'offer', 'kavitha-devineni', 'Angel investment in healthtech: open to pitches', 'I invest in early healthtech companies in diagnostics and remote care. Members building in this space, or who know founders who are, can send me a short note.', ['healthtech', 'angel']],
  ['hiring', 'ask', 'bhargavi-kasturi', 'Retaining QA staff in seafood processing', 'Attrition of quality assurance staff at our processing plant is high. What have members in food processing done on pay, housing or career paths that actually reduced it?', ['retention', 'seafood']],
  ['trade', 'ask', 'pavan-kalyan-ganta', 'Cold storage capacity in Guntur for the next chilli season', 'With record arrivals expected, cold storage in Guntur will be tight. Any members planning new capacity, or open to long-term leases for 5,000 MT?', ['cold storage', 'chilli']],
];

/** Replies as [post index in demoPosts, author, body]; each post's replies are oldest first. */
export const demoReplies: [number, string, string][] = [
  [0, 'srinivas-chowdary', 'We can do 300 MT a month of Sona Masoori with your label from our Vijayawada mill. Sending our APEDA certificate and GCC references by message.'],
  [0, 'mahesh-chintalapudi', 'Our mill also has capacity. For private label, allow three weeks for bag printing the first time.'],
  [1, 'naveen-kolli', 'Interested in two containers for a Dubai importer if you can do CFR Jebel Ali.'],
  [2, 'pavan-kalyan-ganta', 'We moved to a two-lab protocol: one NABL lab in Guntur and a split sample to a lab in Hamburg. No holds since.'],
  [2, 'ravi-teja-gadde', 'Same issue in the UK last year. Ask your farmers about spray records; traceability documents helped us at the border.'],
  [3, 'suresh-babu-nandamuri', 'We will attend. Open to joint bids on the drainage packages.'],
  [4, 'harika-penmetsa', 'This is very welcome. Do you take companies already incorporated in Delaware with an Indian subsidiary?'],
  [4, 'swathi-bandaru', 'Yes, that structure is fine for us.'],
  [5, 'sai-kiran-boppana', 'We did it in five months with an automated evidence platform and a Big Four auditor. The observation window was three months.'],
  [7, 'raghu-ram-pinnamaneni', 'Sharing this with two candidates in the USA chapter who are planning to return.'],
  [9, 'padmaja-rao', 'Wholly owned subsidiary, with a cost-plus transfer pricing arrangement. Happy to introduce our tax adviser.'],
  [13, 'krishna-mohan', 'We ship ASTA 100 powder to UK retail already. Let us connect about quarterly volumes.'],
  [14, 'srinivas-chowdary', 'We brought in a COO first rather than a CEO. It let the family stay in strategy while operations became professional.'],
  [15, 'chandra-sekhar-vemuri', 'Our family office looks at food processing. Please send the deck.'],
  [20, 'naveen-kolli', 'Confirmations from one private bank took nine days for us last month; the public sector bank took three weeks.'],
  [26, 'naveen-kolli', 'Do you have capacity for Benin and Togo this quarter?'],
  [35, 'lakshmi-naidu', 'We used a specialised agency in Hyderabad; about fourteen months end to end.'],
  [43, 'krishna-mohan', 'We are adding 3,000 MT of cold storage near Guntur mirchi yard by February. Happy to discuss a lease.'],
];

/** Interests as [post index, members interested]. */
export const demoInterests: [number, string[]][] = [
  [0, ['srinivas-chowdary', 'mahesh-chintalapudi', 'jagadeesh-mandava']],
  [1, ['naveen-kolli', 'jagadeesh-mandava', 'ravi-teja-gadde', 'bhargavi-kasturi']],
  [2, ['pavan-kalyan-ganta', 'ravi-teja-gadde']],
  [4, ['harika-penmetsa', 'keerthi-ravuri', 'padmaja-rao', 'sai-kiran-boppana', 'raghu-ram-pinnamaneni']],
  [8, ['naveen-kolli', 'jagadeesh-mandava']],
  [12, ['kavitha-devineni', 'prasad-gorantla']],
  [15, ['chandra-sekhar-vemuri', 'swathi-bandaru', 'vamsi-krishna-atluri']],
  [21, ['swathi-bandaru', 'harika-penmetsa', 'keerthi-ravuri']],
  [26, ['naveen-kolli']],
  [33, ['harika-penmetsa', 'padmaja-rao']],
  [39, ['sailaja-kommineni', 'rajeswari-maddali']],
  [43, ['krishna-mohan']],
];
