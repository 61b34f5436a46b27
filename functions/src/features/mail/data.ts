import { mailPreferencesEntity } from './entities/mail-preferences.js';
import { outboxMailEntity } from '../../platform/mail/entities/outbox-mail.js';
import { suppressedAddressEntity } from '../../platform/mail/entities/suppressed-address.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Mail data: the outbox, the suppression list and members' e-mail preferences. */
export const mailData = entitySet({ outbox: outboxMailEntity, suppressed: suppressedAddressEntity, preferences: mailPreferencesEntity });
