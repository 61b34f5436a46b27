/** What an audit entry records of a write: the fields it changes, as they were and as they become. */
export interface Changes {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * The audit's before/after for a write that sets `next` over `current`: only
 * the fields whose value differs. A field that was absent, or that the write
 * removes (`undefined` in `next`), is recorded as null, so the entry says so.
 */
export function changes(current: object, next: Record<string, unknown>): Changes {
  const was = current as Record<string, unknown>;
  const changed = Object.keys(next).filter((field) => JSON.stringify(was[field] ?? null) !== JSON.stringify(next[field] ?? null));
  return {
    before: Object.fromEntries(changed.map((field) => [field, was[field] ?? null])),
    after: Object.fromEntries(changed.map((field) => [field, next[field] ?? null])),
  };
}
