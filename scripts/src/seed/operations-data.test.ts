import { beforeAll, describe, expect, it } from 'vitest';
import { useSeededDemoTable } from '../test/demo-table.js';
import { TICKET_STATUSES, auditEntrySchema, staffTicketSchema } from '@club/shared';
import { AUDIT_LOG } from '@club/functions/features/audit/entities/audit-log';
import { ticketsInStatus } from '@club/functions/features/concierge/entities/concierge-ticket';
import { darshanPlansInStatus } from '@club/functions/features/darshan/entities/darshan-plan';
import { messagesOf } from '@club/functions/features/concierge/entities/ticket-message';
import { queryAll } from '@club/functions/platform/db/pages';
import { conciergeData } from '@club/functions/features/concierge/data';
import { darshanData } from '@club/functions/features/darshan/data';
import { auditData } from '@club/functions/features/audit/data';
import { demoStaff } from './demo-data.js';
import { seedOperations } from './operations-data.js';

beforeAll(() => useSeededDemoTable('seed-operations'));

const everyItem = async () => {
  const [audit, tickets] = await Promise.all([
    queryAll(auditData().auditLogs, AUDIT_LOG),
    Promise.all(TICKET_STATUSES.map((status) => queryAll(conciergeData().conciergeTickets, ticketsInStatus(status)))),
  ]);
  return { audit, tickets: tickets.flat() };
};

describe('seedOperations', () => {
  it('gives the staff queues tickets in every status with the team’s replies, plans from planning to completed, and the audit trail', async () => {
    const { audit, tickets } = await everyItem();
    for (const status of TICKET_STATUSES)
      expect(
        tickets.some((t) => t.status === status),
        status,
      ).toBe(true);
    for (const ticket of tickets) expect(() => staffTicketSchema.parse(ticket)).not.toThrow();
    const staff = demoStaff.find((p) => p.role === 'staff')!;
    const replies = await queryAll(conciergeData().ticketMessages, messagesOf('demo-ticket-legal'));
    expect(replies).toMatchObject([{ author: 'staff', authorId: staff.id }]);

    for (const status of ['planning', 'submitted', 'confirmed', 'completed'] as const) {
      const plans = await queryAll(darshanData().darshanPlans, darshanPlansInStatus(status));
      expect(
        plans.some((p) => p.id.startsWith('demo-plan-')),
        status,
      ).toBe(true);
    }

    for (const entry of audit) expect(() => auditEntrySchema.parse(entry)).not.toThrow();
    const actions = new Set(audit.map((entry) => entry.action));
    for (const action of ['ticket.assign', 'ticket.reply', 'ticket.resolve', 'darshan.confirm', 'member.verify']) expect(actions, action).toContain(action);
  });

  it('writes the same items on a second run', async () => {
    const before = await everyItem();
    await seedOperations();
    expect(await everyItem()).toEqual(before);
  });
});
