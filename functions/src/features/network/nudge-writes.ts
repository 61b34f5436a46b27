import { NUDGE_DAYS, type Member, type NudgeType, type SmartNudge } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { nudgesOf, type SmartNudgeItem } from './entities/smart-nudge.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { queryAll } from '../../platform/db/pages.js';
import { networkData } from './data.js';
import { ConflictError, NotFoundError } from '../../platform/lib/errors.js';
import { deleteAll } from '../../platform/db/batch-write.js';
import { nudgeSubject } from './nudge-subjects.js';
import { getMany } from '../../platform/db/get-together.js';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { epochSeconds, nudgeId, toNudge } from './nudges.js';

// Apart from nudges.ts, so the route that lists nudges bundles none of the write builders.

const NUDGE_NOT_FOUND = 'Nudge not found';

async function ownNudge(member: Member, id: string): Promise<SmartNudgeItem> {
  const { Item: data } = await networkData().smartNudges.build(GetItemCommand).key({ memberId: member.id, id }).options({ consistent: true }).send();
  if (!data || data.expiresAt <= epochSeconds(new Date())) throw new NotFoundError(NUDGE_NOT_FOUND);
  return data;
}

/**
 * Moves a nudge out of the strip (dismissed or actioned), conditioned on the
 * state it was read in. It is kept NUDGE_DAYS.kept days so the job knows the
 * subject was handled and does not bring it back.
 */
async function settle(member: Member, id: string, state: 'dismissed' | 'actioned'): Promise<SmartNudge> {
  const nudge = await ownNudge(member, id);
  if (nudge.state === state) return toNudge(nudge);
  if (nudge.state === 'dismissed') throw new ConflictError('This nudge was dismissed');
  const now = new Date();
  const set = {
    state,
    isRead: true,
    ...(state === 'actioned' ? { isActioned: true } : {}),
    updatedAt: now.toISOString(),
    expiresAt: epochSeconds(now) + NUDGE_DAYS.kept * 86_400,
  };
  try {
    // The state index's key follows the state (its sort key, rank and creation, stays).
    await networkData()
      .smartNudges.build(UpdateItemCommand)
      .item({ memberId: member.id, id, ...set })
      .options({
        condition: {
          and: [
            { attr: 'id', exists: true },
            { attr: 'state', eq: nudge.state },
          ],
        },
      })
      .send();
  } catch (error) {
    if (isConditionFailed(error)) throw new ConflictError('This nudge changed meanwhile; reload it');
    throw error;
  }
  return toNudge({ ...nudge, ...set });
}

/** POST /api/smart-nudges/{id}/dismiss. */
export const dismissNudge = (member: Member, id: string) => settle(member, id, 'dismissed');
/** POST /api/smart-nudges/{id}/action. */
export const actOnNudge = (member: Member, id: string) => settle(member, id, 'actioned');

/** Deletes a member's active nudges that name another member (after a block). */
export async function forgetNudgesAbout(memberId: string, otherId: string): Promise<void> {
  const { smartNudges } = networkData();
  const data = await queryAll(smartNudges, nudgesOf(memberId), { ascending: true });
  const naming = data.filter((nudge) => nudge.state === 'active' && Object.values((nudge.metadata ?? {}) as Record<string, unknown>).includes(otherId));
  if (naming.length)
    await deleteAll(
      smartNudges,
      naming.map((nudge) => ({ memberId, id: nudge.id })),
    );
}

/** What a nudge is about, as the job names it: the member it is for, its type and its subject. */
export interface NudgeSubject {
  memberId: string;
  type: NudgeType;
  subject: string;
}

/**
 * The writes that retire the active nudges on these subjects (actioned, kept
 * like one the member acted on), for the transaction of the action they
 * suggested: the nudge goes in the same write as the introduction or request
 * it asked for. Each is conditioned on still being active; a failed
 * condition (dismissed meanwhile) means read again.
 */
export async function retireNudges(subjects: NudgeSubject[]): Promise<NamedWrite<'nudge'>[]> {
  const { smartNudges } = networkData();
  const keys = [
    ...new Map(
      subjects.map((s) => [`${s.memberId}\n${nudgeId(s.memberId, s.type, s.subject)}`, { memberId: s.memberId, id: nudgeId(s.memberId, s.type, s.subject) }]),
    ).values(),
  ];
  if (!keys.length) return [];
  const now = new Date();
  const found = await getMany(smartNudges, keys, { consistent: true });
  return found
    .filter((nudge) => nudge.state === 'active' && nudge.expiresAt > epochSeconds(now))
    .map((nudge) => ({
      name: 'nudge',
      write: smartNudges
        .build(UpdateTransaction)
        .item({
          memberId: nudge.memberId,
          id: nudge.id,
          state: 'actioned',
          isRead: true,
          isActioned: true,
          expiresAt: epochSeconds(now) + NUDGE_DAYS.kept * 86_400,
        })
        .options({
          condition: {
            and: [
              { attr: 'id', exists: true },
              { attr: 'state', eq: 'active' },
            ],
          },
        }),
    }));
}

/** The writes retiring a member's recommendation to attend an event, for the transaction of their RSVP to it (any answer fulfils it). */
export const retireEventRecommendation = (memberId: string, eventId: string): Promise<NamedWrite<'nudge'>[]> =>
  retireNudges([{ memberId, type: 'event_recommendation', subject: nudgeSubject.event(eventId) }]);

/** A member's nudges that suggest meeting another (ask for an introduction, connect). */
export const nudgesToMeet = (memberId: string, otherId: string): NudgeSubject[] =>
  (['introduction_suggestion', 'mutual_interest'] as const).map((type) => ({ memberId, type, subject: nudgeSubject.member(otherId) }));

/** The follow-up nudge of an introduction (the requester's, for the date set). */
export const followUpNudge = (intro: { id: string; requesterId: string; followUpAt?: string | undefined }): NudgeSubject[] =>
  intro.followUpAt ? [{ memberId: intro.requesterId, type: 'introduction_suggestion', subject: nudgeSubject.followUp(intro.id, intro.followUpAt) }] : [];
