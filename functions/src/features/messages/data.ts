import { messageRateEntity } from './entities/message-rate.js';
import { messageSendKeyEntity } from './entities/message-send-key.js';
import { messageSettingsEntity } from './entities/message-settings.js';
import { messageThreadEntity } from './entities/message-thread.js';
import { threadMessageEntity } from './entities/thread-message.js';
import { threadParticipantEntity } from './entities/thread-participant.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Messages data: threads, their participants and messages, send keys, rate counters and settings. */
export const messagesData = entitySet({
  threads: messageThreadEntity,
  participants: threadParticipantEntity,
  messages: threadMessageEntity,
  sendKeys: messageSendKeyEntity,
  rates: messageRateEntity,
  settings: messageSettingsEntity,
});
