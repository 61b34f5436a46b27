import { auditLogEntity } from './entities/audit-log.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Audit data: the log of staff and operator actions. */
export const auditData = entitySet({ auditLogs: auditLogEntity });
