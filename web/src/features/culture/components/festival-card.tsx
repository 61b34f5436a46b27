import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { FESTIVAL_DISPLAY, festivalDateStatusText, type Festival } from '@club/shared';
import { formatDay } from '../labels';
import { FestivalShareActions } from './festival-share';

/** A festival card: name, Telugu name, date, duration badge over 1 day, significance, 2 greetings, 3 colours, View Details. */
export function FestivalCard({ festival, onView }: { festival: Festival; onView: () => void }) {
  const colors = festival.colors.slice(0, FESTIVAL_DISPLAY.colors);
  return (
    <Card variation="outlined" className="culture-card" as="article" aria-labelledby={`festival-${festival.id}`} data-testid="festival-card">
      <Flex justifyContent="space-between" alignItems="flex-start" gap="0.5rem" wrap="wrap">
        <div>
          <Heading level={3} id={`festival-${festival.id}`} className="culture-card__title">
            {festival.name}
          </Heading>
          <Text className="telugu" lang="te">
            {festival.nameInTelugu}
          </Text>
        </div>
        {festival.duration > 1 ? (
          <Badge size="small" variation="info">
            {festival.duration} days
          </Badge>
        ) : null}
      </Flex>
      <Text>
        <span aria-hidden="true">📅 </span>
        {formatDay(festival.date)}{' '}
        <span className={`date-status date-status--${festival.dateStatus}`} data-testid="date-status">
          {festivalDateStatusText(festival)}
        </span>
      </Text>
      {festival.stateDates?.length ? (
        <ul className="state-dates" aria-label="Dates by state">
          {festival.stateDates.map(({ state, date }) => (
            <li key={state}>
              {state}: {formatDay(date)}
            </li>
          ))}
        </ul>
      ) : null}
      {festival.significance ? <Text className="culture-card__text">{festival.significance}</Text> : null}
      {festival.greetings.length ? (
        <ul className="culture-greetings" aria-label="Greetings">
          {festival.greetings.slice(0, FESTIVAL_DISPLAY.greetings).map((greeting, i) => (
            <li key={i} data-testid="greeting">
              {greeting}
            </li>
          ))}
        </ul>
      ) : null}
      {colors.length ? (
        <Flex gap="0.35rem" aria-label="Festival colours" role="list">
          {colors.map((color) => (
            <span key={color} role="listitem" className="swatch" style={{ background: color }} title={color} aria-label={color} data-testid="swatch" />
          ))}
        </Flex>
      ) : null}
      <Flex gap="0.5rem" wrap="wrap" className="culture-card__actions">
        <Button size="small" onClick={onView} aria-label={`View details of ${festival.name}`}>
          View Details
        </Button>
        <FestivalShareActions festival={festival} />
      </Flex>
    </Card>
  );
}
