import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteId } from '@club/shared';
import { handlerAssets } from '../../../handlers.js';
import { assetPath, handlersLoading } from '../../../test/handler-imports.js';
import { STAMP_FONT_FILES, STAMP_FONT_LICENCE } from './stamp-fonts.js';

describe('the stamp fonts as a Lambda asset', () => {
  it('go with their licence to exactly the routes that stamp, from beside their loader', () => {
    const needed = [...STAMP_FONT_FILES, STAMP_FONT_LICENCE];
    const stamping = handlersLoading(resolve(import.meta.dirname, 'stamp-fonts.ts'));
    expect(stamping).toEqual(['downloadRoomFile', 'viewRoomFile']);
    const listed = (Object.keys(handlerAssets) as RouteId[]).filter((id) => handlerAssets[id]?.some((file) => needed.includes(basename(file) as never))).sort();
    expect(listed).toEqual(stamping);
    for (const id of stamping) {
      expect(handlerAssets[id]!.map((file) => basename(file)).sort()).toEqual([...needed].sort());
      for (const file of handlerAssets[id]!) expect(existsSync(assetPath(file)), file).toBe(true);
    }
    for (const name of needed) expect(existsSync(resolve(import.meta.dirname, name)), name).toBe(true);
  });
});
