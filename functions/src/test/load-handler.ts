import path from 'node:path';
import type { RouteId } from '@club/shared';
import { handlerFiles } from '../handlers.js';
import type { ApiHandler } from '../platform/http/handler.js';

/** functions/, where the manifest's handler paths start. */
export const functionsDir = path.resolve(import.meta.dirname, '../..');

/** A route's handler, imported from its file in the manifest (tests that iterate the route table). */
export const loadHandler = async (id: RouteId): Promise<ApiHandler> =>
  ((await import(path.join(functionsDir, handlerFiles[id]))) as { handler: ApiHandler }).handler;
