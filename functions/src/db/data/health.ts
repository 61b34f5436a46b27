import { migrationEntity } from '../entities/migration.js';
import { entitySet } from '../entity-set.js';

/** What the health check reads: one migration record (present on every deployed table, small, nothing private). */
export const healthData = entitySet({ migrations: migrationEntity });
