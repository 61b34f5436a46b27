import { randomUUID } from 'node:crypto';
import { CHAPTERS, ENV, routes, type RouteDef, type RouteId, formatNumber } from '@club/shared';
import { config } from '@club/functions/platform/config';
import { createDynamoClient } from '@club/functions/platform/db/client';
import type { ConnectionInput } from '@club/functions/features/network/entities/connection';
import type { MemberItem } from '@club/functions/features/members/entities/member';
import { memberData } from '@club/functions/features/members/data';
import { networkData } from '@club/functions/features/network/data';
import { ensureTable } from '@club/functions/platform/db/table';
import { createSession } from '@club/functions/features/auth/sessions';
import { putAll } from '@club/functions/platform/db/batch-write';
import { commonInterests, interestsOf } from '@club/functions/features/network/interests';
import { runSmartNudges } from '@club/functions/features/network/nudge-job';
import { SESSION_COOKIE, cookieName } from '@club/functions/platform/http/cookies';
import { apiEvent, invoke } from '@club/functions/test/api-event';
import { loadHandler } from '@club/functions/test/load-handler';
import { replayer, type startCountingProxy } from './dynamo.js';
import { median } from './stats.js';

type Proxy = Awaited<ReturnType<typeof startCountingProxy>>;

export interface GraphRow {
  figure: string;
  value: number;
  unit: string;
  floor?: number;
  ratio?: number;
  budget?: string;
  pass?: boolean;
  checked: boolean;
  note?: string;
}

/** A small deterministic generator (mulberry32), so every run builds the same graph. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A club-shaped graph: members in chapter clusters, each tied to `degree`
 * others (a ring lattice where a fifth of the ties are rewired at random,
 * Watts–Strogatz), so 2nd degree sets overlap like a real network. Edge items
 * carry what the smart-nudges job would compute (mutual counts, common
 * interests, cards), so the job's run measures steady work, not a backfill.
 */
export function generateGraph(members: number, degree: number, seed = 13) {
  const rand = random(seed);
  const ids = Array.from({ length: members }, (_, i) => `bench-m${String(i).padStart(6, '0')}`);
  const adjacency = ids.map(() => new Set<number>());
  const half = Math.max(1, Math.floor(degree / 2));
  for (let i = 0; i < members; i++) {
    for (let k = 1; k <= half; k++) {
      let j = (i + k) % members;
      if (rand() < 0.2) {
        for (let tries = 0; tries < 10; tries++) {
          const candidate = Math.floor(rand() * members);
          if (candidate !== i && !adjacency[i]!.has(candidate)) {
            j = candidate;
            break;
          }
        }
      }
      if (j === i || adjacency[i]!.has(j)) continue;
      adjacency[i]!.add(j);
      adjacency[j]!.add(i);
    }
  }
  const chapters = ids.map((_, i) => [CHAPTERS[Math.floor(i / Math.max(1, Math.ceil(members / CHAPTERS.length)))] ?? CHAPTERS[0]]);
  const interests = ids.map((_, i) => interestsOf({ topics: [], chapters: chapters[i]! as string[], hsCodes: [] }));
  const memberItems: MemberItem[] = ids.map((id, i) => ({
    id,
    email: `${id}@bench.example.com`,
    firstName: `Member${i}`,
    lastName: 'Bench',
    role: 'member',
    shareContact: false,
    badges: [],
    chapters: chapters[i]! as string[],
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
  }));
  const edges: ConnectionInput[] = [];
  for (let i = 0; i < members; i++) {
    for (const j of adjacency[i]!) {
      let mutual = 0;
      for (const k of adjacency[i]!) if (adjacency[j]!.has(k)) mutual++;
      edges.push({
        memberId: ids[i]!,
        otherId: ids[j]!,
        status: 'active',
        strength: 1,
        commonInterests: commonInterests(interests[i]!, interests[j]!),
        mutualConnections: mutual,
        connectedAt: new Date(Date.UTC(2026, 1, 1)).toISOString(),
        otherFirstName: memberItems[j]!.firstName,
        otherLastName: memberItems[j]!.lastName,
        otherInterests: interests[j]!,
        otherChapters: memberItems[j]!.chapters,
      });
    }
  }
  return { ids, memberItems, edges, interests };
}

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

/**
 * Graph figures: on a generated graph in its own table, the
 * DynamoDB rounds, commands and latency of connections, 2nd and 3rd degree
 * and stats for one member (median of runs, next to the same DynamoDB calls
 * replayed bare), then one full run of the smart-nudges job (members/second
 * against Lambda's 15 minutes).
 */
export async function graphFigures(proxy: Proxy, directEndpoint: string, options: { members: number; degree: number; runs?: number }): Promise<GraphRow[]> {
  const rows: GraphRow[] = [];
  const previousTable = process.env[ENV.tableName];
  const previousEndpoint = process.env[ENV.dynamodbEndpoint];
  process.env[ENV.tableName] = `bench-graph-${randomUUID()}`;
  // Generation goes straight to DynamoDB Local; the measured requests through the counting proxy.
  process.env[ENV.dynamodbEndpoint] = directEndpoint;
  try {
    const client = createDynamoClient();
    await ensureTable(client, config.tableName);
    client.destroy();
    log(`generating a ${formatNumber(options.members)}-member graph, ${options.degree} ties each…`);
    const graph = generateGraph(options.members, options.degree);
    const started = Date.now();
    await putAll(memberData().members, graph.memberItems, 8);
    await putAll(
      networkData().networkProfiles,
      graph.ids.map((memberId, i) => ({ memberId, interests: graph.interests[i]!, computedAt: new Date(Date.UTC(2026, 1, 1)).toISOString() })),
      8,
    );
    // In slices, so only one slice's requests are built at a time (500,000 items at once strain the heap).
    for (let i = 0; i < graph.edges.length; i += 5_000) await putAll(networkData().connections, graph.edges.slice(i, i + 5_000), 8);
    log(`wrote ${formatNumber(graph.edges.length)} tie items in ${Math.round((Date.now() - started) / 1000)} s`);
    const label = `${formatNumber(options.members)} members × ${options.degree}`;

    process.env[ENV.dynamodbEndpoint] = proxy.endpoint;
    const { sessionId } = await createSession(graph.ids[0]!);
    const cookie = `${cookieName(SESSION_COOKIE)}=${sessionId}`;
    const measured: [RouteId, number][] = [
      ['listConnections', 3],
      ['listSecondDegree', 3],
      ['listThirdDegree', 4],
      ['getNetworkStats', 4],
    ];
    for (const [id, max] of measured) {
      const route: RouteDef = routes[id];
      const handler = await loadHandler(id);
      const event = () => apiEvent(route, { cookies: [cookie], ...(route.query ? { query: { limit: '20' } } : {}) });
      await invoke(handler, event());
      const times: number[] = [];
      let rounds = 0;
      let commands: ReturnType<Proxy['read']>['commands'] = [];
      for (let run = 0; run < (options.runs ?? 5); run++) {
        proxy.reset();
        const t = performance.now();
        const answer = await invoke(handler, event());
        times.push(performance.now() - t);
        if (answer.statusCode !== 200) throw new Error(`${id} answered ${answer.statusCode}`);
        ({ rounds, commands } = proxy.read());
      }
      const floor = replayer(commands, directEndpoint);
      const floorTimes: number[] = [];
      for (let run = 0; run < (options.runs ?? 5); run++) {
        const t = performance.now();
        await floor.run();
        floorTimes.push(performance.now() - t);
      }
      floor.stop();
      const ms = median(times);
      const floorMs = median(floorTimes);
      rows.push({
        figure: `Graph ${route.path} rounds (${label}), auth included`,
        value: rounds,
        unit: 'rounds',
        budget: `≤ ${max}`,
        pass: rounds <= max,
        checked: false,
        note: `${commands.length} commands`,
      });
      rows.push({
        figure: `Graph ${route.path} latency (${label})`,
        value: Math.round(ms * 10) / 10,
        unit: 'ms',
        floor: Math.round(floorMs * 10) / 10,
        ratio: Math.round((ms / floorMs) * 100) / 100,
        budget: 'reported',
        checked: false,
        note: `${commands.length} DynamoDB commands in ${rounds} rounds`,
      });
    }

    log('running the smart-nudges job over the whole graph…');
    // The job talks to DynamoDB Local directly (the proxy keeps every request in memory).
    process.env[ENV.dynamodbEndpoint] = directEndpoint;
    const job = await runSmartNudges();
    const perSecond = job.members / (job.ms / 1000);
    const fifteenMinutes = perSecond * 900;
    rows.push({
      figure: `Smart-nudges job members/second (${label})`,
      value: Math.round(perSecond),
      unit: 'members/s',
      budget: `${formatNumber(options.members)} in ≤ 900 s`,
      pass: job.ms / 1000 <= 900,
      checked: false,
      note: `${Math.round(job.ms / 1000)} s (${Math.round(job.loadMs / 1000)} s loading the club), ${job.nudgesWritten} nudges written, ${job.edgesUpdated} ties refreshed; ~${formatNumber(Math.round(fifteenMinutes))} members per 15-minute Lambda`,
    });
    return rows;
  } finally {
    if (previousTable === undefined) delete process.env[ENV.tableName];
    else process.env[ENV.tableName] = previousTable;
    if (previousEndpoint === undefined) delete process.env[ENV.dynamodbEndpoint];
    else process.env[ENV.dynamodbEndpoint] = previousEndpoint;
  }
}
