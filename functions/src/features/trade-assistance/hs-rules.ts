import type { HsSource } from '@club/shared';

/**
 * Restrictions and documents for the chapters the club's members trade in
 * (03 seafood, 07 vegetables, 08 fruit and nuts, 09 spices, 10 rice, 30 pharma, 52 cotton, 68 granite,
 * 71 jewellery, 84/85 machinery and electronics), from the public rules named
 * in `sources`. Keyed by chapter (2 digits) or heading (4 digits); a code gets
 * its chapter's lines and its heading's, the heading's first. Indicative:
 * the rules change, and the sources are where to check the current text.
 */
export interface HsRule {
  restrictions: string[];
  /** What an import of the goods into India needs, beyond the standard import set. */
  importDocuments: string[];
  /** What an export of the goods from India needs (MPEDA, EIC, Spices Board...), beyond the standard export set. */
  exportDocuments: string[];
  sources: HsSource[];
}

/** A code's rule lines, with both checklists and, for the HS helper, every document of either direction once. */
export interface HsRules extends HsRule {
  documentation: string[];
}

const S = {
  fssaiImport: {
    title: 'FSSAI: Food Safety and Standards (Import) Regulations, 2017; Food Import Clearance System',
    url: 'https://www.fssai.gov.in/cms/food-import.php',
  },
  eic: {
    title: 'Export Inspection Council: Export (Quality Control and Inspection) Act, 1963; health certificates for fish and fishery products',
    url: 'https://eicindia.gov.in',
  },
  mpeda: { title: 'MPEDA: Marine Products Export Development Authority Act, 1972 (exporter registration)', url: 'https://mpeda.gov.in' },
  euIuu: { title: 'EU catch certificate: Council Regulation (EC) No 1005/2008 (IUU fishing)', url: 'https://eur-lex.europa.eu/eli/reg/2008/1005/oj' },
  pq: { title: 'Plant Quarantine (Regulation of Import into India) Order, 2003 (PPQS)', url: 'https://ppqs.gov.in/divisions/plant-quarantine' },
  pqPermit: { title: 'PPQS: import permits for plants and plant products (PQIS online application)', url: 'https://pqms.cgg.gov.in' },
  spices: { title: 'Spices Board: Spices Board Act, 1986; Certificate of Registration as Exporter of Spices (CRES)', url: 'https://www.indianspices.com' },
  apeda: { title: 'APEDA: registration-cum-membership (RCMC) and contract registration for rice exports', url: 'https://apeda.gov.in' },
  dgftItc: { title: 'DGFT: ITC(HS) import policy (Schedule I) and export policy (Schedule II)', url: 'https://www.dgft.gov.in/CP/?opt=itchs-import-export' },
  cdsco: {
    title: 'CDSCO: Drugs and Cosmetics Rules, 1945 (registration certificate Form 41, import licence Form 10; SUGAM portal)',
    url: 'https://cdsco.gov.in',
  },
  pharmexcil: { title: 'Pharmexcil: export promotion council for pharmaceuticals (RCMC)', url: 'https://pharmexcil.com' },
  texprocil: { title: 'Texprocil: Cotton Textiles Export Promotion Council (RCMC)', url: 'https://texprocil.org' },
  ispm15: {
    title: 'ISPM 15: treatment and marking of wood packaging material (IPPC)',
    url: 'https://www.ippc.int/en/core-activities/standards-setting/ispms/',
  },
  capexil: { title: 'CAPEXIL: export promotion council for granite and natural stone (RCMC)', url: 'https://capexil.org' },
  hallmarking: { title: 'BIS: Hallmarking of Gold Jewellery and Gold Artefacts Order, 2020 (HUID)', url: 'https://www.bis.gov.in/hallmarking-overview/' },
  kimberley: {
    title: 'Kimberley Process Certification Scheme (rough diamonds; GJEPC issues the certificate in India)',
    url: 'https://www.kimberleyprocess.com',
  },
  gjepc: { title: 'GJEPC: Gem and Jewellery Export Promotion Council (RCMC)', url: 'https://gjepc.org' },
  bisCrs: { title: 'BIS: Electronics and IT Goods (Requirements for Compulsory Registration) Order, 2021 (CRS)', url: 'https://www.crsbis.in' },
  wpc: { title: 'DoT WPC wing: Equipment Type Approval for radio equipment (Saral Sanchar)', url: 'https://saralsanchar.gov.in' },
  ewaste: { title: 'CPCB: E-Waste (Management) Rules, 2022 (EPR registration of producers and importers)', url: 'https://eprewastecpcb.in' },
  hazardous: { title: 'MoEFCC: Hazardous and Other Wastes (Management and Transboundary Movement) Rules, 2016 (used electronics)', url: 'https://moef.gov.in' },
  dgftIms: {
    title: 'DGFT: Import Management System for laptops, tablets, personal computers and servers (Notification 23/2023 as amended)',
    url: 'https://www.dgft.gov.in',
  },
} as const satisfies Record<string, HsSource>;

export const HS_RULES: Record<string, HsRule> = {
  '03': {
    restrictions: [
      'Import: FSSAI import clearance (FICS) for every food consignment, with sampling at the port',
      'Export: registration with MPEDA as an exporter of marine products',
      'Export to the EU and other listed markets: EIC health certificate from an EIC-approved processing plant',
      'Export to the EU of wild-caught fish: catch certificate under Regulation (EC) 1005/2008',
      'Aquaculture shrimp: antibiotic residue testing under the EIC residue monitoring plan',
    ],
    importDocuments: ['FSSAI import NOC'],
    exportDocuments: ['MPEDA registration certificate', 'EIC health certificate', 'Catch certificate (EU, wild-caught)', 'Residue test report (aquaculture)'],
    sources: [S.fssaiImport, S.mpeda, S.eic, S.euIuu],
  },
  // Fresh plant products: the PQ Order wants a permit issued before shipment and the exporting country's phytosanitary certificate.
  '07': {
    restrictions: [
      'Import: an import permit under the Plant Quarantine (Regulation of Import into India) Order, 2003, issued before shipment',
      'Import: a phytosanitary certificate from the exporting country, with the additional declarations Schedule VI of the PQ Order lists',
      'Import: FSSAI import clearance (FICS)',
    ],
    importDocuments: ['Plant quarantine import permit', 'Phytosanitary certificate', 'FSSAI import NOC'],
    exportDocuments: ['APEDA RCMC', 'Phytosanitary certificate'],
    sources: [S.pq, S.pqPermit, S.fssaiImport, S.apeda],
  },
  '08': {
    restrictions: [
      'Import: an import permit under the Plant Quarantine (Regulation of Import into India) Order, 2003, issued before shipment',
      'Import: a phytosanitary certificate from the exporting country, with the additional declarations Schedule VI of the PQ Order lists (pest-free area, cold treatment)',
      'Import: FSSAI import clearance (FICS)',
    ],
    importDocuments: ['Plant quarantine import permit', 'Phytosanitary certificate', 'FSSAI import NOC'],
    exportDocuments: ['APEDA RCMC', 'Phytosanitary certificate'],
    sources: [S.pq, S.pqPermit, S.fssaiImport, S.apeda],
  },
  '0808': {
    restrictions: ['Apples: imports are free only above a minimum CIF price per kg set by DGFT (Bhutan exempt): check ITC(HS) Schedule I for 0808 10'],
    importDocuments: [],
    exportDocuments: [],
    sources: [S.dgftItc],
  },
  '09': {
    restrictions: [
      'Export of spices: Certificate of Registration as Exporter of Spices (CRES) from the Spices Board',
      'Import: FSSAI import clearance (FICS) with laboratory testing',
      'Import: phytosanitary certificate and, where the PQ Order lists it, an import permit',
      'Chilli exports: aflatoxin, pesticide residue and Sudan dye testing as buyers and the Spices Board require',
    ],
    importDocuments: ['FSSAI import NOC', 'Phytosanitary certificate', 'Certificate of analysis'],
    exportDocuments: ['Spices Board CRES', 'Phytosanitary certificate', 'Certificate of analysis'],
    sources: [S.spices, S.fssaiImport, S.pq],
  },
  '10': {
    restrictions: [
      'Export policy for rice changes often (non-basmati and broken rice have been prohibited and reopened): check ITC(HS) Schedule II for 1006',
      'Export: APEDA registration-cum-membership; basmati and non-basmati contracts registered with APEDA',
      'Import: phytosanitary certificate and import permit under the Plant Quarantine Order, 2003',
      'Import: FSSAI import clearance (FICS)',
    ],
    importDocuments: ['Plant quarantine import permit', 'Phytosanitary certificate', 'Fumigation certificate', 'FSSAI import NOC'],
    exportDocuments: ['APEDA RCMC', 'APEDA contract registration (rice)', 'Phytosanitary certificate', 'Fumigation certificate'],
    sources: [S.dgftItc, S.apeda, S.pq, S.fssaiImport],
  },
  '30': {
    restrictions: [
      'Import: registration certificate (Form 41) for the foreign site and product, and an import licence (Form 10) from CDSCO',
      'Import: clearance by the CDSCO port office before customs release',
      'Export: a certificate of pharmaceutical product (COPP) and WHO-GMP as buyers require; CDSCO NOC for unapproved drugs',
    ],
    importDocuments: ['CDSCO registration certificate (Form 41)', 'CDSCO import licence (Form 10)', 'Certificate of analysis'],
    exportDocuments: ['COPP / WHO-GMP certificate', 'Pharmexcil RCMC', 'Certificate of analysis'],
    sources: [S.cdsco, S.pharmexcil],
  },
  '52': {
    restrictions: [
      'Raw cotton (5201) imports: phytosanitary certificate, import permit and fumigation as the PQ Order specifies',
      'Exports of yarn and fabric: Texprocil RCMC for export benefits',
    ],
    importDocuments: ['Phytosanitary certificate (raw cotton)', 'Fumigation certificate (raw cotton)'],
    exportDocuments: ['Texprocil RCMC'],
    sources: [S.pq, S.texprocil],
  },
  '68': {
    restrictions: [
      'Marble, travertine and their slabs are "Restricted" imports (DGFT authorisation, minimum import price); granite is not: check ITC(HS) Schedule I',
      'Wooden crates and pallets: ISPM 15 treatment and marking',
      'Exports: CAPEXIL RCMC for export benefits',
    ],
    importDocuments: ['ISPM 15 marked packing', 'Fumigation certificate'],
    exportDocuments: ['ISPM 15 marked packing', 'Fumigation certificate', 'CAPEXIL RCMC'],
    sources: [S.dgftItc, S.ispm15, S.capexil],
  },
  '71': {
    restrictions: [
      'Gold (7108) imports only through nominated agencies and banks notified by DGFT and RBI',
      'Gold jewellery sold in India: BIS hallmark with HUID (Hallmarking Order, 2020)',
      'Rough diamonds (7102): Kimberley Process certificate both ways',
      'Exports: GJEPC RCMC',
    ],
    importDocuments: [
      'Nominated agency or bank import authorisation (gold)',
      'BIS hallmark / HUID (domestic sale)',
      'Kimberley Process certificate (rough diamonds)',
    ],
    exportDocuments: ['Kimberley Process certificate (rough diamonds)', 'GJEPC RCMC'],
    sources: [S.dgftItc, S.hallmarking, S.kimberley, S.gjepc],
  },
  '84': {
    restrictions: [
      'Goods in the BIS Compulsory Registration Scheme (IT equipment, adapters, many appliances) need BIS registration before import',
      'Used or refurbished electronics are restricted (Hazardous and Other Wastes Rules, 2016); new capital goods are free',
      'Importers of listed electrical and electronic equipment need EPR registration (E-Waste Rules, 2022)',
    ],
    importDocuments: ['BIS CRS registration (R-number on the label)', 'EPR e-waste registration', 'Technical catalogue / datasheet'],
    exportDocuments: ['Technical catalogue / datasheet'],
    sources: [S.bisCrs, S.hazardous, S.ewaste],
  },
  '8471': {
    restrictions: ['Laptops, tablets, personal computers and servers: import authorisation under the DGFT Import Management System'],
    importDocuments: ['DGFT Import Management System authorisation'],
    exportDocuments: [],
    sources: [S.dgftIms],
  },
  '85': {
    restrictions: [
      'Goods in the BIS Compulsory Registration Scheme (phones, power banks, LED lamps, TVs...) need BIS registration before import',
      'Radio equipment (Wi-Fi, Bluetooth, cellular): Equipment Type Approval from the WPC wing of DoT',
      'Importers of listed electrical and electronic equipment need EPR registration (E-Waste Rules, 2022)',
      'Used or refurbished electronics are restricted (Hazardous and Other Wastes Rules, 2016)',
    ],
    importDocuments: ['BIS CRS registration (R-number on the label)', 'WPC Equipment Type Approval', 'EPR e-waste registration'],
    exportDocuments: [],
    sources: [S.bisCrs, S.wpc, S.ewaste, S.hazardous],
  },
};

/** The rule lines of a code: its heading's (more specific) first, then its chapter's; sources without repeats. */
export function rulesFor(code: string): HsRules {
  const found = [HS_RULES[code.slice(0, 4)], HS_RULES[code.slice(0, 2)]].filter((rule): rule is HsRule => Boolean(rule) && code.length >= 2);
  const unique = <T>(items: T[], key: (item: T) => string) => [...new Map(items.map((item) => [key(item), item])).values()];
  const importDocuments = unique(
    found.flatMap((rule) => rule.importDocuments),
    (line) => line,
  );
  const exportDocuments = unique(
    found.flatMap((rule) => rule.exportDocuments),
    (line) => line,
  );
  return {
    restrictions: unique(
      found.flatMap((rule) => rule.restrictions),
      (line) => line,
    ),
    importDocuments,
    exportDocuments,
    documentation: unique([...importDocuments, ...exportDocuments], (line) => line),
    sources: unique(
      found.flatMap((rule) => rule.sources),
      (source) => source.url + source.title,
    ),
  };
}
