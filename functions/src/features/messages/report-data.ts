import { messageReportEntity, openReportGuardEntity } from './entities/message-report.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Message reports and their open-report guards (the moderation side of messages). */
export const messageReportData = entitySet({ messageReports: messageReportEntity, openReportGuards: openReportGuardEntity });
