import { randomUUID } from 'node:crypto';
import {
  introRequestFieldMask,
  networkUrls,
  pickFields,
  type Introduction,
  type IntroRequestFields,
  type IntroRole,
  type IntroStatus,
  type Member,
  type NameParts,
  displayName,
} from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import type { IntroductionItem, IntroPartyInput } from './entities/introduction.js';
import { membersByIds, type MemberItem } from '../members/index.js';
import { networkData } from './data.js';
import { READ_AGAIN, retryOnContention } from '../../platform/db/contention.js';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../platform/lib/errors.js';
import { notice, type NotificationDraft } from '../notifications/index.js';
import { readRequest } from './connection-reads.js';
import { requestFulfilled, tieItems } from './connections.js';
import { bump } from './counters.js';
import { pairConnected, readPair } from './pairs.js';
import { MEMBER_NOT_FOUND } from './people.js';
import { followUpNudge, nudgesToMeet, retireNudges, type NudgeSubject } from './nudge-writes.js';
import { introMails } from './mails.js';
import { ensureInterests } from './profiles.js';
import { writeOrConflict } from './write.js';
import { roleOf, toIntroduction, type IntroView } from './introduction-reads.js';

export const INTRO_NOT_FOUND = 'Introduction not found';
export const NOT_MUTUAL = 'Only a mutual connection of yours and this member can introduce you';
const CHANGED = 'This introduction changed meanwhile; reload it';

const parties = (intro: IntroView) => [intro.requesterId, intro.introducerId, intro.targetUserId];

/** A party's name for a notification's title. */
const nameIn = (people: Map<string, NameParts>, id: string): string => {
  return displayName(people.get(id));
};

/** The notifications of an introduction's steps, naming the parties (the seed tells demo members the same way). */
export const introNotices = {
  /** The introducer is asked. */
  requested: (intro: IntroView, people: Map<string, NameParts>): NotificationDraft[] => [
    {
      userId: intro.introducerId,
      kind: 'intro_requested',
      title: `${nameIn(people, intro.requesterId)} asked you for an introduction to ${nameIn(people, intro.targetUserId)}`,
      ...(intro.message ? { body: intro.message } : {}),
      link: networkUrls.introduction(intro.id),
    },
  ],
  /** The introducer approved: the requester and the target are told, with the introducer's note. */
  approved: (intro: IntroView, people: Map<string, NameParts>, said?: string): NotificationDraft[] => {
    const introducer = nameIn(people, intro.introducerId);
    const common = { kind: 'intro_approved' as const, ...(said ? { body: said } : {}), link: networkUrls.introduction(intro.id) };
    return [
      { ...common, userId: intro.requesterId, title: `${introducer} approved your introduction to ${nameIn(people, intro.targetUserId)}` },
      { ...common, userId: intro.targetUserId, title: `${introducer} would like to introduce you to ${nameIn(people, intro.requesterId)}` },
    ];
  },
  /** The target accepted: the requester (now connected with them) and the introducer are told. */
  accepted: (intro: IntroView, people: Map<string, NameParts>, connected: boolean): NotificationDraft[] => {
    const target = nameIn(people, intro.targetUserId);
    const common = { kind: 'intro_accepted' as const, link: networkUrls.introduction(intro.id) };
    return [
      { ...common, userId: intro.requesterId, title: `${target} accepted your introduction${connected ? '; you are now connected' : ''}` },
      { ...common, userId: intro.introducerId, title: `${target} accepted your introduction to ${nameIn(people, intro.requesterId)}` },
    ];
  },
};

/**
 * POST /api/network/intro-requests: the introducer must be connected to both
 * the caller and the target (403 otherwise); the caller and the target must
 * not be connected already (409) or blocked (403); one open request per
 * target (409). The request, a pointer per party, the counts and the
 * introducer's notification are one transaction.
 */
export async function createIntroduction(member: Member, body: IntroRequestFields): Promise<Introduction> {
  const { targetUserId, introducerId } = body;
  const issues = [
    ...(targetUserId === member.id ? [{ path: ['body', 'targetUserId'], message: 'You cannot ask for an introduction to yourself' }] : []),
    ...(introducerId === member.id ? [{ path: ['body', 'introducerId'], message: 'You cannot introduce yourself' }] : []),
    ...(introducerId === targetUserId ? [{ path: ['body', 'introducerId'], message: 'The introducer cannot be the member you want to meet' }] : []),
  ];
  if (issues.length) throw new BadRequestError('Invalid request', issues);
  const { introductions, introParties, introGuards } = networkData();
  const [people, toIntroducer, introducerToTarget, toTarget] = await Promise.all([
    membersByIds([member.id, targetUserId, introducerId]),
    readEdge(member.id, introducerId),
    readEdge(introducerId, targetUserId),
    readEdge(member.id, targetUserId),
  ]);
  const target = people.get(targetUserId);
  if (!target || !people.get(introducerId)) throw new NotFoundError(MEMBER_NOT_FOUND);
  if (toTarget?.status === 'blocked') throw new ForbiddenError('You cannot ask for an introduction to this member');
  if (toTarget?.status === 'active') throw new ConflictError(`You are already connected with ${displayName(target)}`);
  if (toIntroducer?.status !== 'active' || introducerToTarget?.status !== 'active') throw new ForbiddenError(NOT_MUTUAL);
  const now = new Date().toISOString();
  const intro = {
    id: randomUUID(),
    requesterId: member.id,
    ...pickFields(body, introRequestFieldMask),
    status: 'pending',
    isSuccessful: false,
    createdAt: now,
  } satisfies IntroView;
  const pointer = (memberId: string, role: IntroRole): IntroPartyInput => ({
    memberId,
    introId: intro.id,
    role,
    requesterId: intro.requesterId,
    targetUserId,
    introducerId,
    createdAt: now,
  });
  const party = (memberId: string, role: IntroRole): NamedWrite<'party'> => ({
    name: 'party',
    write: introParties
      .build(PutTransaction)
      .item(pointer(memberId, role))
      .options({ condition: { attr: 'memberId', exists: false } }),
  });
  // The requester's nudges to meet the target go in the same write; read again if one moved meanwhile.
  await retryOnContention(async () => {
    const retire = await retireNudges(nudgesToMeet(member.id, targetUserId));
    const done = await writeOrConflict(
      [
        {
          name: 'guard',
          write: introGuards
            .build(PutTransaction)
            .item({ requesterId: member.id, targetUserId, introId: intro.id })
            .options({ condition: { attr: 'requesterId', exists: false } }),
        },
        {
          name: 'intro',
          write: introductions
            .build(PutTransaction)
            .item(intro)
            .options({ condition: { attr: 'id', exists: false } }),
        },
        party(member.id, 'requester'),
        party(introducerId, 'introducer'),
        party(targetUserId, 'target'),
        ...parties(intro).map((id) => bump(id, 'intros')),
        bump(introducerId, 'introsAwaiting'),
        ...notice('intro.requested', { bell: introNotices.requested(intro, people), mail: introMails.requested(intro, people), actorId: member.id }),
        ...retire,
      ],
      { guard: () => new ConflictError(`You have already asked for an introduction to ${displayName(target)}`), nudge: 'accept' },
    );
    return done ? true : READ_AGAIN;
  });
  return toIntroduction(intro, member.id, people);
}

/** A tie's edge, read consistently (the checks before a write). */
async function readEdge(memberId: string, otherId: string) {
  return (await networkData().connections.build(GetItemCommand).key({ memberId, otherId }).options({ consistent: true }).send()).Item;
}

interface Transition {
  /** Who may make it, and from which statuses. */
  allowed: { role: IntroRole; from: IntroStatus[] }[];
  /** The refusal for a party whose role may not make it. */
  forbidden: string;
  /** The fields it sets (status among them, or not). */
  set: (intro: IntroductionItem, role: IntroRole) => Partial<IntroductionItem>;
  /** Other writes of the same transaction. */
  extra?: (intro: IntroductionItem, role: IntroRole) => NamedWrite<'counter' | 'edge' | 'guard' | 'pair' | 'request'>[];
  /** The refusal (409) when the status read is not one it is allowed from; `This introduction is <status>` otherwise. */
  notNow?: (intro: IntroductionItem, people: Map<string, MemberItem>) => string | undefined;
  /** The nudges it fulfils, retired in the same transaction. */
  retire?: (intro: IntroductionItem) => NudgeSubject[];
  /** What it tells the parties (never the caller), through the notice policy, with the parties read to name them. */
  told?: (intro: IntroductionItem, people: Map<string, MemberItem>, role: IntroRole, actorId: string) => NamedWrite<'notification' | 'counter' | 'mail'>[];
}

/** Reads an introduction the caller is party to: 404 for anyone else (its existence is not revealed). */
async function partyIntro(member: Member, introId: string): Promise<{ intro: IntroductionItem; role: IntroRole }> {
  const { Item: intro } = await networkData().introductions.build(GetItemCommand).key({ id: introId }).options({ consistent: true }).send();
  const role = intro && roleOf(intro, member.id);
  if (!intro || !role) throw new NotFoundError(INTRO_NOT_FOUND);
  return { intro, role };
}

const STATUS_WORDS: Record<IntroStatus, string> = {
  pending: 'waiting for the introducer',
  approved: 'approved and waiting for the target',
  accepted: 'accepted',
  declined: 'declined',
  completed: 'completed',
};

/** One transition: checked against the caller's role and the status read, written conditioned on that status (stale → 409). */
async function transition(member: Member, introId: string, rule: Transition): Promise<Introduction> {
  const { intro, role } = await partyIntro(member, introId);
  const mine = rule.allowed.filter((allowed) => allowed.role === role);
  if (!mine.length) throw new ForbiddenError(rule.forbidden);
  if (!mine.some((allowed) => allowed.from.includes(intro.status))) {
    const said = rule.notNow?.(intro, await membersByIds(parties(intro)));
    throw new ConflictError(said ?? `This introduction is ${STATUS_WORDS[intro.status]}`);
  }
  const now = new Date().toISOString();
  const set = { ...rule.set(intro, role), updatedAt: now };
  const { introductions } = networkData();
  // Read before the write: the answer shows the parties, and the notifications name them.
  const people = await membersByIds(parties(intro));
  await retryOnContention(async () => {
    const retire = await retireNudges(rule.retire?.(intro) ?? []);
    const done = await writeOrConflict(
      [
        {
          name: 'intro',
          write: introductions
            .build(UpdateTransaction)
            .item({ id: intro.id, ...set })
            .options({
              condition: {
                and: [
                  { attr: 'id', exists: true },
                  { attr: 'status', eq: intro.status },
                ],
              },
            }),
        },
        ...(rule.extra?.(intro, role) ?? []),
        ...(rule.told?.(intro, people, role, member.id) ?? []),
        ...retire,
      ],
      {
        intro: () => new ConflictError(CHANGED),
        edge: () => new ConflictError(CHANGED),
        pair: () => new ConflictError(CHANGED),
        request: () => new ConflictError(CHANGED),
        nudge: 'accept',
      },
    );
    return done ? true : READ_AGAIN;
  });
  return toIntroduction({ ...intro, ...set }, member.id, people);
}

const note = (text: string | undefined) => (text ? text : undefined);

/** POST …/{id}/approve (introducer): pending → approved; now the target's turn. Requester and target are told. */
export const approveIntroduction = (member: Member, introId: string, text?: string) =>
  transition(member, introId, {
    allowed: [{ role: 'introducer', from: ['pending'] }],
    forbidden: 'Only the introducer can approve this introduction',
    set: () => ({ status: 'approved', ...(note(text) ? { introducerResponse: text } : {}) }),
    extra: (intro) => [bump(intro.introducerId, 'introsAwaiting', -1), bump(intro.targetUserId, 'introsAwaiting')],
    told: (intro, people, _role, actorId) =>
      notice('intro.approved', { bell: introNotices.approved(intro, people, note(text)), mail: introMails.approved(intro, people, note(text)), actorId }),
  });

/** POST …/{id}/decline: the introducer (pending) or the target (approved) → declined; the requester may ask again. */
export const declineIntroduction = (member: Member, introId: string, text?: string) =>
  transition(member, introId, {
    allowed: [
      { role: 'introducer', from: ['pending'] },
      { role: 'target', from: ['approved'] },
    ],
    forbidden: 'Only the introducer or the member introduced can decline this introduction',
    set: (_intro, role) => ({
      status: 'declined',
      declinedBy: role === 'target' ? 'target' : 'introducer',
      ...(note(text) ? (role === 'target' ? { targetResponse: text } : { introducerResponse: text }) : {}),
    }),
    extra: (intro, role) => [
      bump(role === 'target' ? intro.targetUserId : intro.introducerId, 'introsAwaiting', -1),
      { name: 'guard', write: networkData().introGuards.build(DeleteTransaction).key({ requesterId: intro.requesterId, targetUserId: intro.targetUserId }) },
    ],
    told: (intro, people, role, actorId) =>
      notice('intro.declined', { mail: introMails.declined(intro, people, role === 'target' ? 'target' : 'introducer', note(text)), actorId }),
  });

/**
 * POST …/{id}/accept (target): approved → accepted, and the requester and
 * target are connected in the same transaction (strength 1, introducedBy the
 * introducer; the pair guard → connected over the state read, and a
 * connection request waiting between them → accepted with its counts),
 * requester and introducer told. Already connected meanwhile: the
 * introduction is still accepted.
 */
export async function acceptIntroduction(member: Member, introId: string, text?: string): Promise<Introduction> {
  const { intro, role } = await partyIntro(member, introId);
  if (role !== 'target') throw new ForbiddenError('Only the member introduced can accept this introduction');
  const [people, existing, pair] = await Promise.all([
    membersByIds(parties(intro)),
    readEdge(intro.requesterId, intro.targetUserId),
    readPair(intro.requesterId, intro.targetUserId),
  ]);
  if (existing?.status === 'blocked' || pair?.state === 'blocked') throw new ForbiddenError('You cannot connect with this member');
  const requester = people.get(intro.requesterId);
  const target = people.get(intro.targetUserId);
  const introducer = people.get(intro.introducerId);
  if (!requester || !target) throw new NotFoundError(MEMBER_NOT_FOUND);
  const connect = existing?.status !== 'active';
  const waitingFrom = connect && pair?.state === 'requested' ? pair.fromUserId : undefined;
  const [interests, waiting] = await Promise.all([
    connect ? ensureInterests([requester, target]) : new Map<string, string[]>(),
    waitingFrom ? readRequest(waitingFrom, waitingFrom === intro.requesterId ? intro.targetUserId : intro.requesterId) : undefined,
  ]);
  const now = new Date().toISOString();
  const ties = connect
    ? tieItems({
        a: requester,
        b: target,
        strength: 1,
        interests,
        mutualConnections: 1,
        introducedBy: { id: intro.introducerId, name: introducer ? displayName(introducer, '') : '' },
        now,
      })
    : [];
  return transition(member, introId, {
    allowed: [{ role: 'target', from: ['approved'] }],
    forbidden: 'Only the member introduced can accept this introduction',
    set: () => ({ status: 'accepted', ...(note(text) ? { targetResponse: text } : {}) }),
    extra: (current) => [
      bump(current.targetUserId, 'introsAwaiting', -1),
      ...(connect ? [pairConnected(current.requesterId, current.targetUserId, { read: pair })] : []),
      ...(waiting?.status === 'requested' ? requestFulfilled(waiting, now) : []),
      ...ties.map((tie) => ({
        name: 'edge' as const,
        write: networkData()
          .connections.build(PutTransaction)
          .item(tie)
          .options({ condition: { attr: 'status', exists: false } }),
      })),
    ],
    retire: (current) => [...nudgesToMeet(current.requesterId, current.targetUserId), ...nudgesToMeet(current.targetUserId, current.requesterId)],
    told: (current, people, _role, actorId) =>
      notice('intro.accepted', { bell: introNotices.accepted(current, people, connect), mail: introMails.accepted(current, people), actorId }),
  });
}

/**
 * POST …/{id}/successful (requester): accepted → completed, isSuccessful. Only
 * once the target accepted: the write is conditioned on `accepted`, so an
 * approved one (the target still deciding, their awaiting count still 1) is
 * refused with a 409 saying so, and nothing changes.
 */
export const markIntroductionSuccessful = (member: Member, introId: string) =>
  transition(member, introId, {
    allowed: [{ role: 'requester', from: ['accepted'] }],
    forbidden: 'Only the member who asked can mark this introduction successful',
    set: () => ({ status: 'completed', isSuccessful: true }),
    retire: followUpNudge,
    notNow: (intro, people) =>
      intro.status === 'approved' || intro.status === 'pending'
        ? `${nameIn(people, intro.targetUserId)} has not accepted this introduction yet; you can mark it successful once they do`
        : undefined,
  });

/** POST …/{id}/follow-up (requester): sets the follow-up date (today or later) on an approved or accepted introduction. */
export async function followUpIntroduction(member: Member, introId: string, followUpAt: string): Promise<Introduction> {
  const today = new Date().toISOString().slice(0, 10);
  if (followUpAt < today) throw new BadRequestError('Invalid request', [{ path: ['body', 'followUpAt'], message: 'Follow-up date must be today or later' }]);
  return transition(member, introId, {
    allowed: [{ role: 'requester', from: ['approved', 'accepted'] }],
    forbidden: 'Only the member who asked can follow up on this introduction',
    set: (intro) => ({ status: intro.status, followUpAt }),
    retire: followUpNudge,
  });
}
