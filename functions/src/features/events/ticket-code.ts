import { randomInt } from 'node:crypto';
import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from '@club/shared';

/**
 * A new ticket code: TICKET_CODE_LENGTH characters of TICKET_CODE_ALPHABET,
 * each drawn uniformly from the CSPRNG (randomInt rejects the biased tail).
 * Uniqueness is the code item's conditional write; a taken code is drawn again.
 */
export function newTicketCode(): string {
  let code = '';
  for (let i = 0; i < TICKET_CODE_LENGTH; i += 1) code += TICKET_CODE_ALPHABET[randomInt(TICKET_CODE_ALPHABET.length)];
  return code;
}
