import { HS_MAPPING_CANDIDATES, HS_RESTRICTIONS_SHOWN, TRADE_EMPTY_STATES, tradeAssistanceRoutes, type HsCodeResult } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useDeferredValue, useState } from 'react';
import { SubmitButton, useZodForm } from '../../../components/form';
import { EmptyState, ListSkeleton } from '../../../components/ui/list-states';
import { useCreateTradeRequest, useHsSearch } from '../api/trade-assistance-api';

/** One HS result card: code, category, description, base duty percent, the first 3 restrictions, Use Code. */
export function HsCodeCard({ result, onUseCode }: { result: HsCodeResult; onUseCode?: (hsCode: string) => void }) {
  return (
    <Card variation="outlined" as="article" className="hs-card" data-testid="hs-result" aria-labelledby={`hs-${result.id}`}>
      <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
        <Heading level={3} id={`hs-${result.id}`} className="hs-card__code">
          {result.hsCode}
        </Heading>
        <Badge>{result.category}</Badge>
      </Flex>
      <Text>{result.description}</Text>
      <Text className="muted">Base duty: {result.dutyRate !== undefined ? `${result.dutyRate}%` : 'not in the indicative rate table'}</Text>
      {result.restrictions.length > 0 ? (
        <ul className="hs-card__restrictions" aria-label={`Restrictions for ${result.hsCode}`}>
          {result.restrictions.slice(0, HS_RESTRICTIONS_SHOWN).map((restriction) => (
            <li key={restriction}>{restriction}</li>
          ))}
        </ul>
      ) : null}
      {result.items?.length ? <TariffItems result={result} onUseCode={onUseCode} /> : null}
      {onUseCode ? (
        <Flex>
          <Button size="small" variation="primary" onClick={() => onUseCode(result.hsCode)} aria-label={`Use Code ${result.hsCode}`}>
            Use Code
          </Button>
        </Flex>
      ) : null}
    </Card>
  );
}

/** "0910 30 10", as India's Customs Tariff prints an item. */
const spaced = (code: string) => [code.slice(0, 4), code.slice(4, 6), code.slice(6, 8)].filter(Boolean).join(' ');

/**
 * The 8-digit tariff items under a subheading: a Bill of Entry names the
 * item, and a quote on the subheading asks for one when their rates differ.
 */
function TariffItems({ result, onUseCode }: { result: HsCodeResult; onUseCode?: ((hsCode: string) => void) | undefined }) {
  const items = result.items ?? [];
  const differ = new Set(items.map((item) => `${item.dutyRate}/${item.gstRate}`)).size > 1;
  return (
    <section aria-label={`Tariff items under ${result.hsCode}`} className="hs-card__items">
      <Text className="muted">{differ ? 'Tariff items (rates differ: choose the item for a quote)' : 'Tariff items'}</Text>
      <ul>
        {items.map((item) => (
          <li key={item.hsCode} data-testid="hs-item">
            <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
              <Text as="span">
                <strong>{spaced(item.hsCode)}</strong> {item.description}: BCD {item.dutyRate}%, IGST {item.gstRate}%
              </Text>
              {onUseCode ? (
                <Button size="small" onClick={() => onUseCode(item.hsCode)} aria-label={`Use Code ${item.hsCode}`}>
                  Use Code
                </Button>
              ) : null}
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * HS Code Helper: searches only when the text is longer
 * than 2 characters; Use Code hands the code to the Duty Calculator.
 */
export function HsCodeHelper({ onUseCode }: { onUseCode: (hsCode: string) => void }) {
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const results = useHsSearch(search);
  const searching = search.length > 2;
  return (
    <div className="trade-panel">
      <TextField
        label="Search HS codes"
        placeholder="Product words or a code, e.g. frozen shrimp or 0306"
        value={text}
        onChange={(event) => setText(event.target.value)}
        descriptiveText="Type at least 3 characters."
      />
      {!searching ? null : results.isPending ? (
        <ListSkeleton count={3} label="Searching HS codes" />
      ) : results.isError ? (
        <Text className="field-error" role="alert">
          The search failed. Please try again.
        </Text>
      ) : results.data.length === 0 ? (
        <EmptyState title={TRADE_EMPTY_STATES.hsCodes(search)} />
      ) : (
        <div className="card-list" aria-label="HS code results">
          {results.data.map((result) => (
            <HsCodeCard key={result.id} result={result} onUseCode={onUseCode} />
          ))}
        </div>
      )}
      <HsMappingForm onUseCode={onUseCode} />
    </div>
  );
}

/** Request HS Code Mapping: a product description; the answer's top 3 candidates are shown at once. */
function HsMappingForm({ onUseCode }: { onUseCode: (hsCode: string) => void }) {
  const create = useCreateTradeRequest();
  const [candidates, setCandidates] = useState<HsCodeResult[] | null>(null);
  const form = useZodForm(tradeAssistanceRoutes.createTradeRequest.body, {
    defaultValues: { productDescription: '' },
    required: ['productDescription'],
    toBody: (values: { productDescription: string }) => ({ type: 'hs_mapping' as const, requestDetails: { productDescription: values.productDescription } }),
    messages: { productDescription: 'Describe the product (at least 3 characters)' },
  });
  const submit = form.onSubmit((body) =>
    create.mutate(
      body,
      form.mutateOptions((detail) => setCandidates(detail.response?.candidates?.slice(0, HS_MAPPING_CANDIDATES) ?? [])),
    ),
  );
  return (
    <Card variation="outlined" as="form" onSubmit={submit} noValidate aria-labelledby="hs-mapping-heading" className="trade-form">
      <Heading level={2} id="hs-mapping-heading">
        Request HS Code Mapping
      </Heading>
      <Text className="muted">Not sure of the code? Describe the product: you get the three closest codes now, and the club’s trade desk confirms one.</Text>
      <TextAreaField label="Product description" rows={3} {...form.field('productDescription')} />
      <Flex justifyContent="flex-end">
        <SubmitButton isPending={create.isPending} pendingLabel="Submitting...">
          Request HS Code Mapping
        </SubmitButton>
      </Flex>
      {candidates ? (
        <section aria-label="Candidate HS codes" className="card-list" data-testid="hs-candidates">
          <Heading level={3}>Top candidates</Heading>
          {candidates.length === 0 ? <Text>No candidates found; the trade desk will classify it.</Text> : null}
          {candidates.map((result) => (
            <HsCodeCard key={result.id} result={result} onUseCode={onUseCode} />
          ))}
        </section>
      ) : null}
    </Card>
  );
}
