import { all, closeIfOpen, type MemberDataSection } from '../../platform/db/member-data.js';
import { darshanData } from './data.js';
import { darshanPlansOf } from './entities/darshan-plan.js';

const plans = (memberId: string) => all(darshanData().darshanPlans, darshanPlansOf(memberId));

/** What the darshan feature keeps about a member: their plans. Erasure cancels the ones still under way. */
export const darshanMemberData: MemberDataSection = {
  kinds: [{ kind: 'darshan-plans', about: 'Your Tirumala darshan plans', fate: 'custom', read: plans }],
  erase: {
    name: 'darshan-plans',
    when: 'first',
    run: async ({ id }) => {
      for (const plan of await plans(id)) await closeIfOpen(darshanData().darshanPlans, plan, ['planning', 'submitted', 'confirmed'], 'cancelled');
    },
  },
};
