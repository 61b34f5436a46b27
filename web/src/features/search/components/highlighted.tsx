import type { HighlightPart, Highlights } from '@club/shared';

/** A text with the words the query matched in `<mark>`; `fallback` (the plain text) when the field did not match. */
export function Highlighted({ parts, fallback }: { parts: HighlightPart[] | undefined; fallback?: string }) {
  if (!parts?.length) return <>{fallback ?? ''}</>;
  return <>{parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>;
}

/** The snippet of a long field (`body`, `description`, `reply`) that matched, when one did: the first of `fields` the answer has. */
export function MatchSnippet({ highlights, fields }: { highlights: Highlights; fields: readonly string[] }) {
  const field = fields.find((name) => highlights[name]?.length);
  if (!field) return null;
  return (
    <p className="search-snippet">
      <Highlighted parts={highlights[field]} />
    </p>
  );
}
