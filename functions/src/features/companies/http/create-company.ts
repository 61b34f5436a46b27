import { createCompany as route } from '@club/shared/api/companies';
import { createCompany } from '../company-writes.js';
import { writeMember } from '../../members/index.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/**
 * POST /api/companies: creates a company and links the caller to it. A member
 * without a company gets this one (their directory card changes with it):
 * written here, since members reads companies and not the other way.
 */
export const handler = httpHandler(route, async ({ body, member }) => {
  const company = await createCompany(member, body);
  if (!member.companyId) await writeMember(member.id, (current) => ({ ...current!, companyId: current?.companyId ?? company.id }));
  return reply.created(company);
});
