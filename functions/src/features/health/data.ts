import { migrationEntity } from '../../platform/db/entities/migration.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** What the health check reads: one migration record (present on every deployed table, small, nothing private). */
export const healthData = entitySet({ migrations: migrationEntity });
