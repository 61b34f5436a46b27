import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RequestSource } from '../file-access.js';

/** The caller's IP and user agent as API Gateway saw them, for the room's access log. */
export const requestSource = (event: APIGatewayProxyEventV2): RequestSource => ({
  ipAddress: event.requestContext.http.sourceIp,
  userAgent: event.requestContext.http.userAgent || event.headers['user-agent'] || undefined,
});
