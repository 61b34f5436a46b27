import type { Entity } from 'dynamodb-toolbox/entity';

/** An item as stored (lib-dynamodb's plain object: hidden index keys and the `entity` attribute included). */
export type StoredItem = Record<string, unknown>;

/** What a migration pages through: the items of some entities (a Scan filtered on `entity`) or one partition (a Query). */
export type PageSource = { scan: { entities: readonly string[] } } | { query: { index?: 'gsi1' | 'gsi2' | 'gsi3'; partition: string; beginsWith?: string } };

export interface MigrationContext {
  /**
   * Calls `onPage` with each page of `source`, in order, resuming after the
   * last page a previous (interrupted) run completed. `onPage` answers how
   * many items it changed; after each page the checkpoint is saved, and the
   * run stops there when the invocation nears its time limit. A migration
   * may page several sources one after the other: each call is one step,
   * and steps a previous run completed are skipped.
   */
  eachPage(source: PageSource, onPage: (items: StoredItem[]) => Promise<number>): Promise<void>;
  /**
   * Writes a stored item again through its entity (formatted, then put), so
   * what the entity computes on put (index keys) is current. Answers false,
   * writing nothing, when the item would not change, and when the item changed
   * or vanished since it was read (that write computed its keys itself).
   * `updatedAt` is kept: a re-put is not an edit.
   */
  reput(entity: Entity, stored: StoredItem): Promise<boolean>;
  log(message: string, details?: Record<string, unknown>): void;
}

/**
 * One stored-data migration: numbered, idempotent (its second run changes
 * nothing) and resumable (it pages through `context.eachPage`, which
 * checkpoints). Listed in migrations/index.ts and its id in ids.ts.
 */
export interface Migration {
  /** `NNNN-kebab-name`, the file name without `.ts`; migrations run in id order. */
  id: string;
  description: string;
  run(context: MigrationContext): Promise<void>;
}
