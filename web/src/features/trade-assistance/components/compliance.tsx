import { TRADE_REQUEST_TYPE_LABELS } from '@club/shared';
import { Button, Card, Heading, Text } from '@aws-amplify/ui-react';
import { useCreateTradeRequest } from '../api/trade-assistance-api';

const SERVICES = [
  {
    type: 'dgft_license' as const,
    description: 'Guidance on IEC, export/import licences and authorisations under the Foreign Trade Policy from the DGFT.',
  },
  {
    type: 'icegate_filing' as const,
    description: 'Help filing shipping bills and bills of entry on ICEGATE, the customs e-filing portal.',
  },
];

const EXPORT_CHECKLIST = [
  'Importer Exporter Code (IEC) from DGFT',
  'Registration-cum-Membership Certificate (RCMC) from the export promotion council',
  'Commercial invoice and packing list',
  'Shipping bill filed on ICEGATE',
  'Certificate of origin',
  'Bill of lading / airway bill',
  'Product certificates (FSSAI, APEDA, EIC, drug registration) where the goods need them',
];
const IMPORT_CHECKLIST = [
  'Importer Exporter Code (IEC)',
  'Bill of entry filed on ICEGATE',
  'Commercial invoice and packing list',
  'Bill of lading / airway bill',
  'Certificate of origin (for a preferential rate)',
  'Insurance certificate',
  'Licence or permit for restricted items (DGFT restricted list, BIS, FSSAI)',
];

/** Compliance: DGFT licence consultation and ICEGATE filing assistance, plus static checklists. */
export function Compliance() {
  const create = useCreateTradeRequest();
  return (
    <div className="trade-panel">
      <div className="card-grid card-grid--two">
        {SERVICES.map(({ type, description }) => {
          const name = TRADE_REQUEST_TYPE_LABELS[type];
          const pending = create.isPending && create.variables?.type === type;
          return (
            <Card key={type} variation="outlined" as="article" aria-labelledby={`svc-${type}`}>
              <Heading level={2} id={`svc-${type}`}>
                {name}
              </Heading>
              <Text>{description}</Text>
              <Button variation="primary" isDisabled={create.isPending} onClick={() => create.mutate({ type, requestDetails: { serviceName: name } })}>
                {pending ? 'Submitting...' : 'Request Consultation'}
              </Button>
            </Card>
          );
        })}
      </div>
      <div className="card-grid card-grid--two">
        <Card variation="outlined" as="section" aria-labelledby="export-checklist">
          <Heading level={2} id="export-checklist">
            Export checklist
          </Heading>
          <ul>
            {EXPORT_CHECKLIST.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
        <Card variation="outlined" as="section" aria-labelledby="import-checklist">
          <Heading level={2} id="import-checklist">
            Import checklist
          </Heading>
          <ul>
            {IMPORT_CHECKLIST.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
