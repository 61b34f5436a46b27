import { type MatchExplanation } from '@club/shared';

/** The score as every list and mail shows it (the shared format module). */
export { scorePercent } from '@club/shared';

/** The score out of 5 stars, to the nearest half star: 0.874 → 4.5, 0.6 → 3. */
export const scoreStars = (score: number): number => Math.round(Math.min(1, Math.max(0, score)) * 10) / 2;

/** Five stars, filled to the score; read as '4.5 out of 5 stars'. */
export function StarRating({ score }: { score: number }) {
  const stars = scoreStars(score);
  return (
    <span className="star-rating" role="img" aria-label={`${stars} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => {
        const fill = stars >= i + 1 ? 'full' : stars > i ? 'half' : 'empty';
        return (
          <span key={i} aria-hidden="true" className={`star-rating__star star-rating__star--${fill}`}>
            ★
          </span>
        );
      })}
    </span>
  );
}

/**
 * What fits and what does not (shared/src/investors/score.ts): two lists,
 * each line marked ✓ or ✕ for the eye and read as "Fits:" or "Does not
 * fit:", so neither the mark nor its colour carries the meaning alone.
 */
export function FitExplanation({ fits, misses, label }: MatchExplanation & { label: string }) {
  if (!fits.length && !misses.length) return null;
  return (
    <div className="fit-explanation" role="group" aria-label={label}>
      <ReasonList kind="fits" reasons={fits} />
      <ReasonList kind="misses" reasons={misses} />
    </div>
  );
}

const REASON_LISTS = {
  fits: { name: 'What fits', mark: '✓', spoken: 'Fits: ' },
  misses: { name: 'What does not fit', mark: '✕', spoken: 'Does not fit: ' },
} as const;

/** One side of an explanation; each line says which side it is in words as well as by its mark. */
function ReasonList({ kind, reasons }: { kind: keyof typeof REASON_LISTS; reasons: string[] }) {
  if (!reasons.length) return null;
  const { name, mark, spoken } = REASON_LISTS[kind];
  return (
    <ul className={`fit-explanation__list fit-explanation__list--${kind}`} aria-label={name}>
      {reasons.map((text) => (
        <li key={text}>
          <span aria-hidden="true" className="fit-explanation__mark">
            {mark}
          </span>
          <span className="visually-hidden">{spoken}</span>
          {text}
        </li>
      ))}
    </ul>
  );
}
