// The mail module directly, not the index: its labels then load with these pages only, not with every page's shared chunk.
import { MAIL_CATEGORIES, MAIL_CATEGORY_LABELS, type MailPreferences } from '@club/shared/api/mail';
import { Button, Card, Flex, Heading, Placeholder, Text } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useMailPreferences } from '../api/get-mail-preferences';
import { useSaveMailPreferences } from '../api/save-mail-preferences';
import { PushDeviceSetting } from '../../notifications';
import './mail-pages.css';

/** One row per category while the choices load, shaped like the switches. */
function SettingsSkeleton() {
  return (
    <Card variation="outlined" aria-busy="true" aria-label="Loading your notification settings">
      <Flex direction="column" gap="1.25rem">
        {MAIL_CATEGORIES.map((category) => (
          <Flex key={category} direction="column" gap="0.35rem">
            <Placeholder size="large" width="40%" />
            <Placeholder width="80%" />
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

/** The switches, saved together: only the categories changed are sent. */
function PreferencesForm({ saved }: { saved: MailPreferences }) {
  const [choices, setChoices] = useState(saved);
  const save = useSaveMailPreferences();
  const changed = MAIL_CATEGORIES.filter((category) => choices[category] !== saved[category]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed.length) return;
    save.mutate(Object.fromEntries(changed.map((category) => [category, choices[category]])));
  };

  return (
    <Card variation="outlined" as="section" aria-labelledby="mail-settings-heading">
      <form onSubmit={onSubmit}>
        <Heading level={2} id="mail-settings-heading" marginBottom="0.25rem">
          E-mail
        </Heading>
        <Text className="muted" marginBottom="1rem">
          In-app notifications (the bell) stay on whatever you choose here.
        </Text>
        <Flex as="ul" direction="column" gap="1rem" padding="0" margin="0" className="mail-settings__list">
          {MAIL_CATEGORIES.map((category) => (
            <li key={category}>
              {/* A native switch: Amplify's SwitchField split the form primitives every form page shares into more chunks. */}
              <label className="mail-switch">
                <input
                  type="checkbox"
                  role="switch"
                  name={category}
                  className="mail-switch__input"
                  checked={choices[category]}
                  onChange={(event) => setChoices((current) => ({ ...current, [category]: event.target.checked }))}
                />
                {/* The state in words beside the track: readable whatever the colours (the switch itself tells screen readers). */}
                <span className="mail-switch__state" aria-hidden="true" data-testid={`mail-switch-state-${category}`}>
                  {choices[category] ? 'On' : 'Off'}
                </span>
                {/* The description is part of the label, so a screen reader reads it with the switch. */}
                <span className="mail-settings__label">
                  <span className="mail-settings__title">{MAIL_CATEGORY_LABELS[category].title}</span>
                  <span className="mail-settings__description">{MAIL_CATEGORY_LABELS[category].description}</span>
                </span>
              </label>
            </li>
          ))}
        </Flex>
        <Flex marginTop="1.25rem" gap="0.75rem" alignItems="center">
          <Button type="submit" variation="primary" isLoading={save.isPending} loadingText="Saving" isDisabled={!changed.length}>
            Save
          </Button>
          {changed.length ? <Text className="muted">Unsaved changes</Text> : null}
        </Flex>
      </form>
    </Card>
  );
}

/** Notifications settings (/settings/notifications): push on this device, and per category, e-mail on or off. */
export function NotificationSettingsPage() {
  const preferences = useMailPreferences();
  return (
    <>
      <PageHeader title={paths.notificationSettings.title} subtitle={paths.notificationSettings.subtitle} />
      <PushDeviceSetting />
      {preferences.isPending ? (
        <SettingsSkeleton />
      ) : preferences.isError ? (
        <div role="alert">
          <Text>We could not load your notification settings.</Text>
          <Button size="small" onClick={() => void preferences.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        // A fresh read (after a save or a refetch) starts the form from what is stored.
        <PreferencesForm key={preferences.dataUpdatedAt} saved={preferences.data} />
      )}
    </>
  );
}
