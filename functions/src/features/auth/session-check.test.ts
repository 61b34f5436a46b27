import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { authData } from './data.js';
import { slideUpdate } from './session-check.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('the idle slide', () => {
  it('is the UpdateItem toolbox writes for the same change and condition', () => {
    // One clock for both: toolbox stamps createdAt and updatedAt from it.
    const at = '2026-03-01T10:00:00.000Z';
    vi.useFakeTimers({ now: new Date(at), toFake: ['Date'] });
    const change = { idHash: 'hash-1', idleExpiresAt: 1_800_000_000, expiresAt: 1_800_000_000, lastActiveAt: '2026-03-01T09:00:00.000Z' };
    const { ToolboxItem: _item, ...toolbox } = authData()
      .sessions.build(UpdateItemCommand)
      .item(change)
      .options({ condition: { attr: 'idHash', exists: true } })
      .params();
    expect(slideUpdate(change.idHash, change.idleExpiresAt, change.lastActiveAt)).toEqual(toolbox);
  });
});
