import { outboxMailEntity } from './entities/outbox-mail.js';
import { suppressedAddressEntity } from './entities/suppressed-address.js';
import { entitySet } from '../db/entity-set.js';

/** The outbox and the suppression list: what queuing a mail and recording a bounce write (members' preferences are the mail feature's). */
export const outboxData = entitySet({ outbox: outboxMailEntity, suppressed: suppressedAddressEntity });
