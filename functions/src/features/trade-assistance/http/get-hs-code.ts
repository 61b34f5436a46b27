import { getHsCode as route } from '@club/shared/api/trade-assistance';
import { getHsCodeDetail } from '../hs-catalogue.js';
import { httpHandler } from '../../../http-handler.js';

/** GET /api/hs-codes/{hsCode}: one code with its restrictions, documents and sources; 404 when not in HS 2022. */
export const handler = httpHandler(route, async ({ params }) => getHsCodeDetail(params.hsCode));
