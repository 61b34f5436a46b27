import type { TradeConnectorStats, TradeMarketInsights } from '@club/shared';
import { readCounters } from '../stats/index.js';
import { hsCatalogue } from '../trade-assistance/index.js';
import { TRADE_PARTIES_SCOPE, TRADE_SCOPE } from './connector-counts.js';

const TOP_CHAPTERS = 10;
const TOP_COUNTRIES = 10;

/** Both counter scopes, one Query each in parallel. */
async function readTradeCounters() {
  const [trade, parties] = await Promise.all([readCounters(TRADE_SCOPE), readCounters(TRADE_PARTIES_SCOPE)]);
  return { trade, parties };
}

/** `<prefix>#<key>#<kind>` counters grouped by key, with exports and imports. */
function byKey(trade: Record<string, number>, prefix: string): Map<string, { exports: number; imports: number }> {
  const groups = new Map<string, { exports: number; imports: number }>();
  for (const [name, count] of Object.entries(trade)) {
    const match = new RegExp(`^${prefix}#(.+)#(export|import)$`).exec(name);
    if (!match || count <= 0) continue;
    const group = groups.get(match[1]!) ?? { exports: 0, imports: 0 };
    if (match[2] === 'export') group.exports += count;
    else group.imports += count;
    groups.set(match[1]!, group);
  }
  return groups;
}

/** GET /api/trade-connector/stats: active listings, companies with export offers, with import needs, and countries of listings. */
export async function tradeConnectorStats(): Promise<TradeConnectorStats> {
  const { trade, parties } = await readTradeCounters();
  const companies = (kind: string) => Object.entries(parties).filter(([name, count]) => name.startsWith(`${kind}#`) && count > 0).length;
  return {
    activeListings: trade.listings ?? 0,
    exporters: companies('export'),
    importers: companies('import'),
    countries: byKey(trade, 'country').size,
  };
}

/** GET /api/trade-connector/insights: top HS chapters by listings, imports vs exports, listings by country. */
export async function tradeMarketInsights(): Promise<TradeMarketInsights> {
  const { trade } = await readTradeCounters();
  const catalogue = hsCatalogue();
  const rank = <T extends { exports: number; imports: number }>(a: T & { key: string }, b: T & { key: string }) =>
    b.exports + b.imports - (a.exports + a.imports) || (a.key < b.key ? -1 : 1);
  const chapters = [...byKey(trade, 'chapter')].map(([key, counts]) => ({ key, ...counts })).sort(rank);
  const countries = [...byKey(trade, 'country')].map(([key, counts]) => ({ key, ...counts })).sort(rank);
  return {
    topChapters: chapters.slice(0, TOP_CHAPTERS).map(({ key, exports, imports }) => ({
      chapter: key,
      title: catalogue.byCode.get(key)?.description ?? `Chapter ${key}`,
      listings: exports + imports,
      exports,
      imports,
    })),
    importsVsExports: { imports: trade['listings#import'] ?? 0, exports: trade['listings#export'] ?? 0 },
    byCountry: countries.slice(0, TOP_COUNTRIES).map(({ key, exports, imports }) => ({ country: key, listings: exports + imports, exports, imports })),
  };
}
