/** Conditions on an item's `id` that writes of every feature share. */

/** A new item only: a put never replaces one with the same key. */
export const isNew = { attr: 'id', exists: false } as const;
/** An update of an item that must exist (toolbox updates are upserts otherwise). */
export const exists = { attr: 'id', exists: true } as const;
