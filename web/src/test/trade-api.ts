import type { TradeRequestDetail } from '@club/shared';
import { routeUrl } from '../lib/api-client';
import { stubFetch } from './render-with-api';
import { aMember } from './render-app';
import { aTradeRequestDetail } from './trade-fixtures';

/**
 * The API behind the Duty Calculator for a signed-in member with no requests
 * yet: each request it sends is answered by `answer` (given the sent body).
 */
export const stubDutyCalculatorApi = (answer: (body: Record<string, unknown>) => TradeRequestDetail = () => aTradeRequestDetail()) =>
  stubFetch((url, init) => {
    if (url === routeUrl('getAuthUser')) return { body: aMember() };
    if (url.startsWith(routeUrl('listMyTradeRequests'))) return { body: [] };
    if (init?.method === 'POST' && url === routeUrl('createTradeRequest'))
      return { status: 201, body: answer(JSON.parse(String(init.body)) as Record<string, unknown>) };
    return undefined;
  });
