import { mailPreferencesEntity } from '../entities/mail-preferences.js';
import { outboxMailEntity } from '../entities/outbox-mail.js';
import { suppressedAddressEntity } from '../entities/suppressed-address.js';
import { entitySet } from '../entity-set.js';

/** Mail data: the outbox, the suppression list and members' e-mail preferences. */
export const mailData = entitySet({ outbox: outboxMailEntity, suppressed: suppressedAddressEntity, preferences: mailPreferencesEntity });
