import type { WebRouteId } from '@club/shared';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { routeUrl } from '../lib/api-client';
import { aMember } from './render-app';
import { callsTo, renderWithApi, stubFetch } from './render-with-api';
import { queryOf, searchAnswer, type SearchStub } from './search-fixtures';

/** Shows the router's search params, to assert what the page put in the address. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

/**
 * Renders a kind's page at `path` over a stubbed search route (`answer(query)`
 * per call); other reads answer `others(url)`, else an empty list. Returns the
 * queries the search was called with, in order.
 */
export function openSearchPage<R>(
  ui: ReactNode,
  path: string,
  route: WebRouteId,
  answer: (query: URLSearchParams) => SearchStub<R>,
  others: (url: string) => unknown = () => undefined,
) {
  const search = routeUrl(route as 'searchMembers');
  const fetchMock = stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember() };
    if (url.split('?')[0] === search) return searchAnswer(answer(queryOf(url)));
    const other = others(url);
    if (other !== undefined) return { body: other };
    return (init?.method ?? 'GET') === 'GET' ? { body: [] } : undefined;
  });
  renderWithApi(
    <>
      {ui}
      <Where />
    </>,
    path,
  );
  return { searches: () => callsTo(fetchMock, 'GET', search).map(([url]) => queryOf(String(url))), fetchMock };
}
