import { NEXT_CURSOR_HEADER, type FacetValue, type HighlightPart } from '@club/shared';

/** What a stubbed search route answers: its results (highlights default to none), total, facets, did-you-mean and next cursor. */
export interface SearchStub<R = Record<string, unknown>> {
  results: (Omit<R, 'highlights'> & { highlights?: Record<string, HighlightPart[] | undefined> })[];
  total?: number;
  facets?: Record<string, FacetValue[]>;
  didYouMean?: string;
  next?: string;
}

/** A search route's answer for stubFetch: the body (total defaults to the results' count) and the next-cursor header when there is a next page. */
export function searchAnswer<R = Record<string, unknown>>({ results, total, facets = {}, didYouMean, next }: SearchStub<R>) {
  const headers: Record<string, string> = next ? { [NEXT_CURSOR_HEADER]: next } : {};
  return {
    body: {
      total: total ?? results.length,
      results: results.map((result) => ({ highlights: {}, ...result })),
      facets,
      ...(didYouMean ? { didYouMean } : {}),
    },
    headers,
  };
}

/** The query a stubbed call was made with. */
export const queryOf = (url: string) => new URL(url, 'http://x').searchParams;

/** Highlight parts from text with the matched words in brackets: `marked('[Reefer] partners')`. */
export const marked = (text: string): HighlightPart[] =>
  text
    .split(/(\[[^\]]*\])/)
    .filter(Boolean)
    .map((part) => (part.startsWith('[') ? { text: part.slice(1, -1), match: true as const } : { text: part }));
