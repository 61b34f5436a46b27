import type { Member } from '@club/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Who did a staff or admin action, and from where (the API Gateway event's source IP and user agent). */
export interface Actor {
  member: Member;
  ipAddress: string;
  userAgent: string;
}

/** The staff or admin member acting, with the source IP and user agent API Gateway saw (for the audit log). */
export const actorOf = ({ member, event }: { member: Member; event: APIGatewayProxyEventV2 }): Actor => ({
  member,
  ipAddress: event.requestContext.http.sourceIp,
  userAgent: event.requestContext.http.userAgent || event.headers['user-agent'] || '',
});
