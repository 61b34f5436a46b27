import fs from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Stack traces in source terms, decoded only when an error is logged.
 *
 * Lambdas run without `--enable-source-maps`: with it, Node reads and parses
 * the bundle's whole map at every cold start, init time spent on a map
 * that only an error's stack needs (docs/decisions.md). Instead the
 * logger passes each stack through here: a frame in a file with a `.map`
 * beside it (the bundle CDK deploys) is rewritten to the TypeScript file, line
 * and function it came from. Other frames (node internals, unbundled code in
 * tests and `npm start`) are left as they are.
 */
export function sourceStack(stack: string): string {
  return stack.split('\n').map(sourceFrame).join('\n');
}

// `    at fn (file:///var/task/index.mjs:1:2345)` or `    at /var/task/index.mjs:1:2345`
const FRAME = /^(\s+at (?:.*? \()?)(.+?):(\d+):(\d+)(\)?)$/;

function sourceFrame(frame: string): string {
  const match = FRAME.exec(frame);
  if (!match) return frame;
  // The frame keeps its own function name: a map's name at a call site is the callee's, not the caller's.
  const [, head, file, line, column, tail] = match as unknown as [string, string, string, string, string, string];
  const map = mapOf(file);
  if (!map) return frame;
  const entry = map.findEntry(Number(line) - 1, Number(column) - 1) as Partial<{ originalSource: string; originalLine: number; originalColumn: number }>;
  if (entry.originalSource === undefined || entry.originalLine === undefined || entry.originalColumn === undefined) return frame;
  const where = `${entry.originalSource}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  return `${head}${where}${tail}`;
}

const maps = new Map<string, SourceMap | undefined>();

function mapOf(file: string): SourceMap | undefined {
  if (!maps.has(file)) maps.set(file, readMap(file));
  return maps.get(file);
}

function readMap(file: string): SourceMap | undefined {
  try {
    const filePath = file.startsWith('file://') ? fileURLToPath(file) : file;
    if (!filePath.startsWith('/')) return undefined; // node:internal/…, eval, native
    const mapPath = `${filePath}.map`;
    if (!fs.existsSync(mapPath)) return undefined;
    const payload = JSON.parse(fs.readFileSync(mapPath, 'utf8')) as ConstructorParameters<typeof SourceMap>[0];
    // Sources are relative to where the bundle was built (`../../functions/src/…` from CDK's output folder), which
    // means nothing in /var/task: drop the climb so a frame names the repository file (`functions/src/…`).
    return new SourceMap({ ...payload, sources: payload.sources.map((source) => source.replace(/^(\.\.\/)+/, '')) });
  } catch {
    return undefined; // a stack is still worth logging undecoded
  }
}
