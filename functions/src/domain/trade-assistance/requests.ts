import type { Member, RouteBody, RouteQuery, TradeRequest, TradeRequestDetail, routes } from '@club/shared';
import type { Page } from '../paging.js';

const todo = (): never => {
  throw new Error('Trade assistance: not yet implemented');
};

export async function listMyTradeRequests(_member: Member, _query: RouteQuery<typeof routes.listMyTradeRequests>): Promise<Page<TradeRequest>> {
  return todo();
}
export async function listTradeRequestQueue(_member: Member, _query: RouteQuery<typeof routes.listTradeRequestQueue>): Promise<Page<TradeRequestDetail>> {
  return todo();
}
export async function createTradeRequest(_member: Member, _body: RouteBody<typeof routes.createTradeRequest>): Promise<TradeRequestDetail> {
  return todo();
}
export async function getTradeRequest(_member: Member, _id: string): Promise<TradeRequestDetail> {
  return todo();
}
export async function setTradeRequestStatus(_member: Member, _id: string, _body: RouteBody<typeof routes.setTradeRequestStatus>): Promise<TradeRequestDetail> {
  return todo();
}
