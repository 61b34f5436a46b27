import { all, type MemberDataSection, type Row } from '../../platform/db/member-data.js';
import { queryAll } from '../../platform/db/pages.js';
import { auditData } from './data.js';
import { auditByActor, auditOfTargetType } from './entities/audit-log.js';

/** What the audit log keeps about a member: staff actions about them and actions they took as staff (kept, for accountability). */
export const auditMemberData: MemberDataSection = {
  kinds: [
    {
      kind: 'audit',
      about: 'Staff actions about you (verification, badges, roles), and actions you took as staff',
      fate: 'keep',
      read: async (id) =>
        [
          ...(await queryAll(auditData().auditLogs, auditOfTargetType('member'), { filter: { attr: 'targetId', eq: id } })),
          ...(await all(auditData().auditLogs, auditByActor(id))),
        ] as Row[],
    },
  ],
};
