import { auditLogEntity } from '../entities/audit-log.js';
import { counterEntity } from '../entities/counter.js';
import { notificationEntity } from '../entities/notification.js';
import { entitySet } from '../entity-set.js';

/** Club operations data: the audit log, members' notifications and their unread counters. */
export const operationsData = entitySet({ auditLogs: auditLogEntity, notifications: notificationEntity, counters: counterEntity });
