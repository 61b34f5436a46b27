import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router-dom';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { paths } from '../../../config/paths';
import { downloadText } from '../../../lib/csv';
import { useDownloadTermSheet } from '../api/download-term-sheet-template';
import { useTermSheets } from '../api/list-term-sheet-templates';
import { stageLabel } from './investor-bits';
import { ValuationCalculator } from './valuation-calculator';

/** The pitch deck outline founders download (the slides investors in the club ask for, in order). */
export const PITCH_DECK_OUTLINE = `# Pitch deck outline

1. Title: company, one-line description, founders, contact
2. Problem: who has it, how often, what it costs them today
3. Solution: the product, a screenshot or a demo link
4. Market: size in ₹ or $ (TAM, SAM, SOM) and how you measured it
5. Traction: revenue, users, growth month on month, pilots and LOIs
6. Business model: pricing, unit economics, gross margin
7. Go-to-market: channels, partners, the first 12 months
8. Competition: alternatives and why you win
9. Team: founders and key hires, Telugu network ties, advisors
10. Financials: last 2 years and next 3, burn and runway
11. The ask: amount, instrument, pre-money valuation, use of funds
12. Contact and appendix
`;

/** The concierge request a mentorship ask opens, prefilled (the concierge page reads category, title and details). */
export const MENTORSHIP_REQUEST_URL = `${paths.concierge.path}?${new URLSearchParams({
  category: 'intros',
  title: 'Mentorship for my startup',
  details: 'Please connect me with a mentor from the club. My company, stage and what I would like help with (fundraising, go-to-market, hiring):',
}).toString()}`;

/**
 * Resources: a working valuation calculator, term sheet
 * templates from the club's library (downloads counted), a pitch deck
 * outline, and mentorship through a concierge request.
 */
export function Resources() {
  const templates = useTermSheets();
  const download = useDownloadTermSheet();
  return (
    <section aria-labelledby="resources-heading" className="tabs__panel">
      <Heading level={2} id="resources-heading" className="visually-hidden">
        Resources
      </Heading>
      <ValuationCalculator />
      <Card variation="outlined" as="section" aria-labelledby="term-sheets-heading" className="investor-panel">
        <Heading level={3} id="term-sheets-heading">
          Term sheet templates
        </Heading>
        <PagedListView
          list={templates}
          items={templates.items}
          skeletons={2}
          label="Loading term sheet templates"
          empty={<EmptyState title="No term sheet templates yet" />}
          render={(shown) => (
            <div className="card-list">
              {shown.map((template) => (
                <Card key={template.id} variation="outlined" className="investor-card" data-testid="term-sheet">
                  <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
                    <Heading level={4} className="investor-card__title">
                      {template.name}
                    </Heading>
                    {template.stage ? <Text className="muted">{stageLabel(template.stage)}</Text> : null}
                  </Flex>
                  {template.description ? <Text>{template.description}</Text> : null}
                  <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
                    <Text className="muted" data-testid="downloads">
                      {template.downloads === 1 ? '1 download' : `${template.downloads} downloads`}
                    </Text>
                    <Button
                      size="small"
                      isDisabled={download.isPending && download.variables === template.id}
                      onClick={() => download.mutate(template.id)}
                      aria-label={`Download ${template.name}`}
                    >
                      Download
                    </Button>
                  </Flex>
                </Card>
              ))}
            </div>
          )}
        />
      </Card>
      <div className="card-grid">
        <Card variation="outlined" className="investor-panel">
          <Heading level={3}>Pitch deck outline</Heading>
          <Text>The twelve slides investors in the club expect, in order, as a Markdown checklist.</Text>
          <Flex>
            <Button size="small" onClick={() => downloadText('pitch-deck-outline.md', PITCH_DECK_OUTLINE, 'text/markdown;charset=utf-8')}>
              Download outline
            </Button>
          </Flex>
        </Card>
        <Card variation="outlined" className="investor-panel">
          <Heading level={3}>Mentorship</Heading>
          <Text>
            Founders and operators in the club mentor startups on fundraising, go-to-market and hiring. Our concierge team finds you the right mentor.
          </Text>
          <Flex>
            <Link className="amplify-button amplify-button--small amplify-button--primary" to={MENTORSHIP_REQUEST_URL}>
              Request a mentor
            </Link>
          </Flex>
        </Card>
      </div>
    </section>
  );
}
