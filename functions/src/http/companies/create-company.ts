import { companyRoutes } from '@club/shared';
import { createCompany } from '../../domain/companies/companies.js';
import { httpHandler } from '../handler.js';
import { reply } from '../reply.js';

/** POST /api/companies: creates a company and links the caller to it. */
export const handler = httpHandler(companyRoutes.createCompany, async ({ body, member }) =>
  reply.created(await createCompany(member, body)),
);
