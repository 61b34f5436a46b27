import { CompanyEntity } from './entities/company.js';
import { conciergeEntities } from './entities/concierge-entities.js';
import { CounterEntity } from './entities/counter.js';
import { forumEntities } from './entities/forum-entities.js';
import { LoginAttemptEntity } from './entities/login-attempt.js';
import { MemberEntity } from './entities/member.js';
import { memberEntities } from './entities/member-entities.js';
import { SessionEntity } from './entities/session.js';
import { tradeEntities } from './entities/trade-entities.js';
import { getDocumentClient } from './client.js';
import { config } from '../config.js';

const entities = {
  members: MemberEntity,
  companies: CompanyEntity,
  sessions: SessionEntity,
  loginAttempts: LoginAttemptEntity,
  counters: CounterEntity,
  ...forumEntities,
  ...tradeEntities,
  ...memberEntities,
  ...conciergeEntities,
};

/**
 * The entities bound to the current table and client. Only domain code calls
 * this; handlers go through the domain.
 */
export function db(): typeof entities {
  const client = getDocumentClient();
  const table = config.tableName;
  for (const entity of Object.values(entities)) {
    entity.setClient(client);
    entity.setTableName(table);
  }
  return entities;
}
