import type { Festival } from '@club/shared';
import { Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { formatDay } from '../labels';
import { ExternalLink } from '../../../components/ui/external-link';

/** One labelled block of a details dialog; nothing when empty. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  if (children === undefined || children === null || children === '' || (Array.isArray(children) && children.length === 0)) return null;
  return (
    <div className="detail-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const list = (items: string[]) => (items.length ? items.join(', ') : undefined);

/** View Details of a festival: the whole festival. */
export function FestivalDetailsDialog({ festival, onClose }: { festival: Festival; onClose: () => void }) {
  const dates = festival.duration > 1 ? `${formatDay(festival.date)} – ${formatDay(festival.endDate)} (${festival.duration} days)` : formatDay(festival.date);
  return (
    <Dialog open onClose={onClose} title={festival.name} size="large">
      <Text className="telugu" lang="te">
        {festival.nameInTelugu}
      </Text>
      <dl className="detail-list">
        <Detail label="Date">{dates}</Detail>
        <Detail label="About">{festival.description}</Detail>
        <Detail label="Significance">{festival.significance}</Detail>
        <Detail label="Traditions">{list(festival.traditions)}</Detail>
        <Detail label="Foods">{list(festival.foods)}</Detail>
        <Detail label="Where">{list(festival.locations)}</Detail>
        <Detail label="Business impact">{festival.businessImpact}</Detail>
        <Detail label="Greetings">
          {festival.greetings.length ? (
            <ul className="culture-greetings">
              {festival.greetings.map((g) => (
                <li key={g}>{g}</li>
              ))}
            </ul>
          ) : undefined}
        </Detail>
        <Detail label="Colours">
          {festival.colors.length ? (
            <span className="swatches">
              {festival.colors.map((color) => (
                <span key={color} className="swatch" style={{ background: color }} title={color} aria-label={color} role="img" />
              ))}
            </span>
          ) : undefined}
        </Detail>
        <Detail label="Date source">
          {festival.source.url ? <ExternalLink href={festival.source.url}>{festival.source.name}</ExternalLink> : festival.source.name}
          {festival.source.note ? ` (${festival.source.note})` : ''}
        </Detail>
      </dl>
    </Dialog>
  );
}
