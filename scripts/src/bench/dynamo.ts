import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as ddb from '@aws-sdk/client-dynamodb';
import type { CpuMeter } from './cpu.js';
import { median, quantile } from './stats.js';

/** One DynamoDB request as it went over the wire. */
export interface WireCommand {
  /** The operation, e.g. `GetItem`. */
  operation: string;
  /** The JSON body (the low-level API's input). */
  body: string;
  /** 1-based sequential round it was sent in. */
  round: number;
  /** The answer's JSON body, kept only while capacity is asked for (`askCapacity`). */
  answer?: string;
}

/**
 * An HTTP proxy in front of DynamoDB Local that sees every request any client
 * in this process (or another) sends, whatever wraps it: ElectroDB, the
 * document client, a raw client. It counts sequential rounds: a request that
 * starts while no other is in flight opens a new round; requests sent
 * together (Promise.all, BatchGet) share one.
 */
export async function startCountingProxy(target: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const upstream = new URL(target);
  let inFlight = 0;
  let rounds = 0;
  let log: WireCommand[] = [];
  let capacity = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (inFlight === 0) rounds++;
      inFlight++;
      const operation = String(req.headers['x-amz-target'] ?? 'unknown')
        .split('.')
        .pop()!;
      const command: WireCommand = { operation, body: body.toString('utf8'), round: rounds };
      log.push(command);
      // Asking DynamoDB for what each read consumed; the command is logged (and replayed) as the handler sent it.
      const sent = capacity && READS.has(operation) ? withCapacity(body) : body;
      const headers = sent !== body ? { ...req.headers, 'content-length': String(sent.length) } : req.headers;
      let done = false;
      const finish = () => {
        if (!done) inFlight--;
        done = true;
      };
      res.on('finish', finish);
      res.on('close', finish);
      const forward = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers, agent }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (capacity) {
          const parts: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => parts.push(chunk));
          answer.on('end', () => {
            command.answer = Buffer.concat(parts).toString('utf8');
          });
        }
        answer.pipe(res);
      });
      forward.on('error', () => res.writeHead(502).end());
      forward.end(sent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reset() {
      rounds = 0;
      log = [];
    },
    /** From now on (or no longer), reads ask for their ConsumedCapacity and the answers are kept. */
    askCapacity(on: boolean) {
      capacity = on;
    },
    /** Rounds and commands since the last reset. */
    read: () => ({ rounds, commands: [...log] }),
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The reads that answer their ConsumedCapacity when asked. */
const READS = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan', 'TransactGetItems']);

/** A request body asking for its ConsumedCapacity (TOTAL); left as it is when it is not JSON. */
function withCapacity(body: Buffer): Buffer {
  try {
    const input = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    return Buffer.from(JSON.stringify({ ...input, ReturnConsumedCapacity: input.ReturnConsumedCapacity ?? 'TOTAL' }));
  } catch {
    return body;
  }
}

type AnyCommand = new (input: unknown) => Parameters<ddb.DynamoDBClient['send']>[0];

/**
 * The DynamoDB floor of a route: the same wire commands the handler sent,
 * replayed round by round (a round's commands together) with a bare client:
 * the SDK's defaults, as anyone calling DynamoDB directly would have it (the
 * club's own client settings are part of what the server is measured on).
 */
export function replayer(commands: WireCommand[], endpoint: string) {
  const client = new ddb.DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const byRound = new Map<number, WireCommand[]>();
  for (const command of commands) byRound.set(command.round, [...(byRound.get(command.round) ?? []), command]);
  const rounds = [...byRound.values()].map((list) =>
    list.map(({ operation, body }) => {
      const Command = (ddb as unknown as Record<string, AnyCommand | undefined>)[`${operation}Command`];
      if (!Command) throw new Error(`no SDK command for ${operation}`);
      return { Command, input: JSON.parse(body) as unknown };
    }),
  );
  return {
    run: async () => {
      for (const round of rounds) await Promise.all(round.map(({ Command, input }) => client.send(new Command(input))));
    },
    stop: () => client.destroy(),
  };
}

/**
 * A GET of `url` with `headers` through node:http with kept-alive
 * connections, failing on any status but 200: the load generator's client,
 * much lighter than fetch (undici) on a machine whose cores it shares.
 */
export function httpGetter(url: string, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const get = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(url, { agent, headers }, (answer) => {
          answer.resume();
          answer.on('end', () => (answer.statusCode === 200 ? resolve() : reject(new Error(`${url} answered ${answer.statusCode}`))));
          answer.on('error', reject);
        })
        .on('error', reject);
    });
  return { get, stop: () => agent.destroy() };
}

/** Latencies (ms) of `total` calls of `fn` made by `concurrency` clients, each one call after the other. */
export async function load(fn: () => Promise<void>, concurrency: number, total: number): Promise<number[]> {
  const latencies: number[] = [];
  let started = 0;
  const client = async () => {
    while (started < total) {
      started++;
      const t = performance.now();
      await fn();
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return latencies;
}

/**
 * Paired p95s: server and floor alternate which runs first; the ratio is the
 * median of the rounds' ratios. Each side first makes `warmup` calls (default
 * 2 × concurrency) that are not measured: V8 compiles a path's hot functions
 * over its first few thousand calls, and a figure of steady load should not
 * count that against whichever side it happens to. With a `meter`, each side
 * also reports the CPU time per call of every metered process (DynamoDB Local,
 * the server, the bench itself), which says where a ratio comes from when
 * they share cores.
 */
export async function pairedP95(
  server: () => Promise<void>,
  floor: () => Promise<void>,
  options: { concurrency: number; total: number; rounds: number; warmup?: number; meter?: CpuMeter },
) {
  const warmup = options.warmup ?? options.concurrency * 2;
  await load(server, options.concurrency, warmup);
  await load(floor, options.concurrency, warmup);
  const ratios: number[] = [];
  const serverP95: number[] = [];
  const floorP95: number[] = [];
  const cpu = { server: {} as Record<string, number>, floor: {} as Record<string, number> };
  const run = (side: 'server' | 'floor') => {
    const loadSide = () => load(side === 'server' ? server : floor, options.concurrency, options.total);
    return options.meter ? options.meter.during(loadSide, cpu[side]) : loadSide();
  };
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 === 0 ? (['floor', 'server'] as const) : (['server', 'floor'] as const);
    const [first, second] = [await run(order[0]), await run(order[1])];
    const [f, s] = round % 2 === 0 ? [first, second] : [second, first];
    const fp = quantile(f, 0.95);
    const sp = quantile(s, 0.95);
    floorP95.push(fp);
    serverP95.push(sp);
    ratios.push(sp / fp);
  }
  const calls = options.rounds * options.total;
  const perCall = (side: Record<string, number>) => Object.fromEntries(Object.entries(side).map(([name, ms]) => [name, ms / calls]));
  return {
    ratio: median(ratios),
    /** The lowest and highest round's ratio: how far one round strays on this machine. */
    ratioRange: [Math.min(...ratios), Math.max(...ratios)] as const,
    serverP95: median(serverP95),
    floorP95: median(floorP95),
    cpuPerCall: { server: perCall(cpu.server), floor: perCall(cpu.floor) },
  };
}
