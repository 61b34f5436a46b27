/** The audit feature's public API to other domain features (they import it only through this file). */
export { type Actor, auditWrite } from './audit.js';
export { changes } from './changes.js';
// For the privacy feature (its export and erasure):
export { auditMemberData } from './member-data.js';
// The staff console's audit log.
export { listAuditLog } from './audit-log.js';
