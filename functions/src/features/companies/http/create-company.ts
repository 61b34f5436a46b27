import { companyRoutes } from '@club/shared';
import { createCompany } from '../companies.js';
import { httpHandler } from '../../../http-handler.js';
import { reply } from '../../../platform/http/reply.js';

/** POST /api/companies: creates a company and links the caller to it. */
export const handler = httpHandler(companyRoutes.createCompany, async ({ body, member }) => reply.created(await createCompany(member, body)));
