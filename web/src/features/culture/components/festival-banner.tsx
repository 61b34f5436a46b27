import { Heading, Text } from '@aws-amplify/ui-react';
import { useTodaysFestival } from '../api/get-todays-festival';

/** Today's festival: name, Telugu name, significance and greetings, only when one spans today in India. */
export function FestivalBanner() {
  const today = useTodaysFestival();
  const festival = today.data?.festival;
  if (!festival) return null;
  return (
    <section className="festival-banner" aria-labelledby="festival-today" data-testid="festival-banner">
      <Text className="festival-banner__eyebrow">Today’s festival</Text>
      <Heading level={2} id="festival-today" className="festival-banner__title">
        {festival.name} <span lang="te">· {festival.nameInTelugu}</span>
      </Heading>
      <Text>{festival.significance}</Text>
      {festival.greetings.length ? (
        <ul className="culture-greetings" aria-label="Greetings">
          {festival.greetings.map((greeting) => (
            <li key={greeting}>{greeting}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
