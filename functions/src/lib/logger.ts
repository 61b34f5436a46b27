import { Logger } from '@aws-lambda-powertools/logger';

/** The one logger: structured JSON with the request id appended per call. */
export const logger = new Logger({ serviceName: 'club-api' });
