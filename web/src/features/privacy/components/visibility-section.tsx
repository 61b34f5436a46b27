import type { Visibility } from '@club/shared';
import { Card, Heading, Placeholder, Text } from '@aws-amplify/ui-react';
import { useId, useState } from 'react';
import { ListError } from '../../../components/ui/list-states';
import { useMyVisibility } from '../api/get-my-visibility';
import { useSaveMyVisibility } from '../api/save-my-visibility';

/** Each switch says what shows (on = shown); the API stores what is hidden, so each switch is the field inverted. */
const SWITCHES: { field: keyof Visibility; title: string; description: string }[] = [
  { field: 'hideFromDirectory', title: 'Show me in the member directory', description: 'Members can find you by name, company and chapter.' },
  { field: 'hideFromSuggestions', title: 'Show me in people suggestions', description: 'The network graph may suggest you to members with shared interests.' },
];

/** Visibility: two switches, each saved as soon as it changes. */
export function VisibilitySection() {
  const headingId = useId();
  const visibility = useMyVisibility();
  const save = useSaveMyVisibility();
  // The switch moves at once; the stored answer (or the read again after a failure) takes over when the save ends.
  const [moved, setMoved] = useState<Visibility>();
  const shown = moved ?? visibility.data;
  const change = (field: keyof Visibility, show: boolean) => {
    if (!shown) return;
    setMoved({ ...shown, [field]: !show });
    save.mutate({ [field]: !show }, { onSettled: () => setMoved(undefined) });
  };
  return (
    <Card variation="outlined" as="section" aria-labelledby={headingId} className="privacy-section">
      <Heading level={2} id={headingId}>
        Visibility
      </Heading>
      {visibility.isPending ? (
        <div aria-busy="true" aria-label="Loading your visibility">
          <Placeholder size="large" width="60%" />
          <Placeholder size="large" width="60%" marginTop="0.75rem" />
        </div>
      ) : visibility.isError || !shown ? (
        <ListError onRetry={() => void visibility.refetch()} />
      ) : (
        <ul className="privacy-list privacy-switches">
          {SWITCHES.map(({ field, title, description }) => (
            <li key={field}>
              {/* A native switch whose label wraps it, the description included, so a screen reader reads both with it. */}
              <label className="privacy-switch">
                <input
                  type="checkbox"
                  role="switch"
                  className="privacy-switch__input"
                  checked={!shown[field]}
                  onChange={(event) => change(field, event.target.checked)}
                />
                <span className="privacy-switch__text">
                  <span className="privacy-switch__title">{title}</span>
                  <Text as="span" className="privacy-switch__description">
                    {description}
                  </Text>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
