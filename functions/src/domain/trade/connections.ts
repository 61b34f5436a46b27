import type { Member, RouteBody, RouteQuery, TradeConnection, routes } from '@club/shared';
import type { Page } from '../paging.js';

const todo = (): never => {
  throw new Error('Trade connections: not yet implemented');
};

export async function listTradeConnections(_member: Member, _query: RouteQuery<typeof routes.listTradeConnections>): Promise<Page<TradeConnection>> {
  return todo();
}
export async function createTradeConnection(_member: Member, _body: RouteBody<typeof routes.createTradeConnection>): Promise<TradeConnection> {
  return todo();
}
export async function acceptTradeConnection(_member: Member, _id: string, _body: RouteBody<typeof routes.acceptTradeConnection>): Promise<TradeConnection> {
  return todo();
}
export async function declineTradeConnection(_member: Member, _id: string, _body: RouteBody<typeof routes.declineTradeConnection>): Promise<TradeConnection> {
  return todo();
}
export async function withdrawTradeConnection(_member: Member, _id: string): Promise<TradeConnection> {
  return todo();
}
