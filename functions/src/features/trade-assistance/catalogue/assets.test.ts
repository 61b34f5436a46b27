import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteId } from '@club/shared';
import { handlerAssets } from '../../../handlers.js';
import { assetPath, handlersLoading } from '../../../test/handler-imports.js';
import { HS_CATALOGUE_FILE } from './load.js';

describe('the HS catalogue as a Lambda asset', () => {
  it('is listed in handlerAssets for exactly the handlers that load it, and exists beside its loader', () => {
    const listed = (Object.keys(handlerAssets) as RouteId[]).filter((id) => handlerAssets[id]?.some((file) => file.endsWith(HS_CATALOGUE_FILE))).sort();
    expect(listed).toEqual(handlersLoading(resolve(import.meta.dirname, 'load.ts')));
    for (const files of Object.values(handlerAssets)) {
      for (const file of files ?? []) expect(existsSync(assetPath(file)), file).toBe(true);
    }
    expect(existsSync(resolve(import.meta.dirname, HS_CATALOGUE_FILE))).toBe(true);
  });
});
