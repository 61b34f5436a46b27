import { randomUUID } from 'node:crypto';
import { networkUrls, type Introduction, type IntroRole, type IntroStatus, type Member } from '@club/shared';
import type { IntroductionItem, IntroPartyItem } from '../../db/entities/introduction.js';
import type { MemberItem } from '../../db/entities/member.js';
import { counterData } from '../../db/services/counters.js';
import { networkData } from '../../db/services/network.js';
import { operationsData } from '../../db/services/operations.js';
import type { CommittedWrite, InTransaction, NamedWrite } from '../../db/transaction.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import type { PersonNames } from '../operations/notification-text.js';
import { notifyWrites, type NotificationDraft, type NotifyTransaction } from '../operations/notify.js';
import { readPage, type Page, type PageRequest } from '../paging.js';
import { tieItems } from './connections.js';
import { bump } from './counters.js';
import { MEMBER_NOT_FOUND, networkUser, readMembers } from './people.js';
import { ensureInterests } from './profiles.js';
import { writeOrConflict } from './write.js';

export const INTRO_NOT_FOUND = 'Introduction not found';
export const NOT_MUTUAL = 'Only a mutual connection of yours and this member can introduce you';
const CHANGED = 'This introduction changed meanwhile; reload it';
const name = (member: { firstName: string; lastName: string }) => `${member.firstName} ${member.lastName}`.trim();

const roleOf = (intro: IntroductionItem, memberId: string): IntroRole | undefined =>
  intro.requesterId === memberId ? 'requester' : intro.introducerId === memberId ? 'introducer' : intro.targetUserId === memberId ? 'target' : undefined;

/** An introduction as a party sees it: the others named, e-mail where they share contact. */
export function toIntroduction(intro: IntroductionItem, viewerId: string, people: Map<string, MemberItem>): Introduction {
  const party = (id: string) => {
    const person = people.get(id);
    return person ? networkUser(person) : { id, firstName: 'Former', lastName: 'member' };
  };
  return {
    id: intro.id,
    status: intro.status,
    purpose: intro.purpose,
    ...(intro.message ? { message: intro.message } : {}),
    createdAt: intro.createdAt,
    ...(intro.updatedAt ? { updatedAt: intro.updatedAt } : {}),
    requesterId: intro.requesterId,
    targetUserId: intro.targetUserId,
    introducerId: intro.introducerId,
    requester: party(intro.requesterId),
    targetUser: party(intro.targetUserId),
    introducer: party(intro.introducerId),
    ...(intro.introducerResponse ? { introducerResponse: intro.introducerResponse } : {}),
    ...(intro.targetResponse ? { targetResponse: intro.targetResponse } : {}),
    ...(intro.declinedBy ? { declinedBy: intro.declinedBy } : {}),
    isSuccessful: intro.isSuccessful,
    ...(intro.followUpAt ? { followUpAt: intro.followUpAt } : {}),
    myRole: roleOf(intro, viewerId) ?? 'requester',
  };
}

const parties = (intro: IntroductionItem) => [intro.requesterId, intro.introducerId, intro.targetUserId];

/** A party's name for a notification's title. */
const nameIn = (people: Map<string, PersonNames>, id: string): string => {
  const person = people.get(id);
  return person ? name(person) : 'A member';
};

/** The notifications of an introduction's steps, naming the parties (the seed tells demo members the same way). */
export const introNotices = {
  /** The introducer is asked. */
  requested: (intro: IntroductionItem, people: Map<string, PersonNames>): NotificationDraft[] => [
    {
      userId: intro.introducerId,
      kind: 'intro_requested',
      title: `${nameIn(people, intro.requesterId)} asked you for an introduction to ${nameIn(people, intro.targetUserId)}`,
      ...(intro.message ? { body: intro.message } : {}),
      link: networkUrls.introduction(intro.id),
    },
  ],
  /** The introducer approved: the requester and the target are told, with the introducer's note. */
  approved: (intro: IntroductionItem, people: Map<string, PersonNames>, said?: string): NotificationDraft[] => {
    const introducer = nameIn(people, intro.introducerId);
    const common = { kind: 'intro_approved' as const, ...(said ? { body: said } : {}), link: networkUrls.introduction(intro.id) };
    return [
      { ...common, userId: intro.requesterId, title: `${introducer} approved your introduction to ${nameIn(people, intro.targetUserId)}` },
      { ...common, userId: intro.targetUserId, title: `${introducer} would like to introduce you to ${nameIn(people, intro.requesterId)}` },
    ];
  },
  /** The target accepted: the requester (now connected with them) and the introducer are told. */
  accepted: (intro: IntroductionItem, people: Map<string, PersonNames>, connected: boolean): NotificationDraft[] => {
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
export async function createIntroduction(
  member: Member,
  body: { targetUserId: string; introducerId: string; purpose: Introduction['purpose']; message?: string | undefined },
): Promise<Introduction> {
  const { targetUserId, introducerId } = body;
  const issues = [
    ...(targetUserId === member.id ? [{ path: ['body', 'targetUserId'], message: 'You cannot ask for an introduction to yourself' }] : []),
    ...(introducerId === member.id ? [{ path: ['body', 'introducerId'], message: 'You cannot introduce yourself' }] : []),
    ...(introducerId === targetUserId ? [{ path: ['body', 'introducerId'], message: 'The introducer cannot be the member you want to meet' }] : []),
  ];
  if (issues.length) throw new BadRequestError('Invalid request', issues);
  const { connections, introductions, introParties, introGuards } = networkData();
  const [people, toIntroducer, introducerToTarget, toTarget] = await Promise.all([
    readMembers([member.id, targetUserId, introducerId]),
    connections.get({ memberId: member.id, otherId: introducerId }).go({ consistent: true }),
    connections.get({ memberId: introducerId, otherId: targetUserId }).go({ consistent: true }),
    connections.get({ memberId: member.id, otherId: targetUserId }).go({ consistent: true }),
  ]);
  const target = people.get(targetUserId);
  if (!target || !people.get(introducerId)) throw new NotFoundError(MEMBER_NOT_FOUND);
  if (toTarget.data?.status === 'blocked') throw new ForbiddenError('You cannot ask for an introduction to this member');
  if (toTarget.data?.status === 'active') throw new ConflictError(`You are already connected with ${name(target)}`);
  if (toIntroducer.data?.status !== 'active' || introducerToTarget.data?.status !== 'active') throw new ForbiddenError(NOT_MUTUAL);
  const now = new Date().toISOString();
  const intro: IntroductionItem = {
    id: randomUUID(),
    requesterId: member.id,
    targetUserId,
    introducerId,
    purpose: body.purpose,
    ...(body.message ? { message: body.message } : {}),
    status: 'pending',
    isSuccessful: false,
    createdAt: now,
  };
  const pointer = (memberId: string, role: IntroRole): IntroPartyItem => ({
    memberId,
    introId: intro.id,
    role,
    requesterId: intro.requesterId,
    targetUserId,
    introducerId,
    createdAt: now,
  });
  const { counters } = counterData();
  const { notifications } = operationsData();
  await writeOrConflict(
    CHANGED,
    { introductions, introParties, introGuards, counters, notifications },
    (tx) => [
      { name: 'guard', write: tx.introGuards.create({ requesterId: member.id, targetUserId, introId: intro.id }).commit() },
      { name: 'intro', write: tx.introductions.create(intro).commit() },
      { name: 'party', write: tx.introParties.create(pointer(member.id, 'requester')).commit() },
      { name: 'party', write: tx.introParties.create(pointer(introducerId, 'introducer')).commit() },
      { name: 'party', write: tx.introParties.create(pointer(targetUserId, 'target')).commit() },
      ...parties(intro).map((id) => bump(tx.counters, id, 'intros')),
      bump(tx.counters, introducerId, 'introsAwaiting'),
      ...notifyWrites(tx, introNotices.requested(intro, people), member.id),
    ],
    { guard: () => new ConflictError(`You have already asked for an introduction to ${name(target)}`) },
  );
  return toIntroduction(intro, member.id, people);
}

/** GET /api/network/intro-requests: newest first; one Query of pointers, then the introductions and the parties in parallel. */
export async function listIntroductions(member: Member, { role, limit, cursor }: PageRequest & { role?: IntroRole | undefined }): Promise<Page<Introduction>> {
  const { introParties, introductions } = networkData();
  const page = await readPage(cursor, () => {
    const query = introParties.query.byMember({ memberId: member.id });
    return (role ? query.where((attr, op) => op.eq(attr.role, role)) : query).go({ limit, cursor, order: 'desc' });
  });
  const ids = page.data.map((pointer) => pointer.introId);
  const [found, people] = await Promise.all([
    ids.length ? introductions.get(ids.map((id) => ({ id }))).go() : { data: [] },
    readMembers(page.data.flatMap((pointer) => [pointer.requesterId, pointer.introducerId, pointer.targetUserId])),
  ]);
  const byId = new Map(found.data.map((intro) => [intro.id, intro]));
  return {
    items: ids.flatMap((id) => {
      const intro = byId.get(id);
      return intro ? [toIntroduction(intro, member.id, people)] : [];
    }),
    cursor: page.cursor,
  };
}

type Entities = ReturnType<typeof networkData>;
type Tx = NotifyTransaction & {
  introductions: InTransaction<Entities['introductions']>;
  introGuards: InTransaction<Entities['introGuards']>;
  connections: InTransaction<Entities['connections']>;
  counters: InTransaction<ReturnType<typeof counterData>['counters']>;
};

interface Transition {
  /** Who may make it, and from which statuses. */
  allowed: { role: IntroRole; from: IntroStatus[] }[];
  /** The refusal for a party whose role may not make it. */
  forbidden: string;
  /** The fields it sets (status among them, or not). */
  set: (intro: IntroductionItem, role: IntroRole) => Partial<IntroductionItem>;
  /** Other writes of the same transaction. */
  extra?: (tx: Tx, intro: IntroductionItem, role: IntroRole) => NamedWrite<'counter' | 'edge' | 'guard'>[];
  /** The parties it notifies (never the caller), with the parties read to name them. */
  tell?: (intro: IntroductionItem, people: Map<string, MemberItem>) => NotificationDraft[];
}

/** Reads an introduction the caller is party to: 404 for anyone else (its existence is not revealed). */
async function partyIntro(member: Member, introId: string): Promise<{ intro: IntroductionItem; role: IntroRole }> {
  const { data: intro } = await networkData().introductions.get({ id: introId }).go({ consistent: true });
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
  if (!mine.some((allowed) => allowed.from.includes(intro.status))) throw new ConflictError(`This introduction is ${STATUS_WORDS[intro.status]}`);
  const now = new Date().toISOString();
  const set = { ...rule.set(intro, role), updatedAt: now };
  const { introductions, introGuards, connections } = networkData();
  const { counters } = counterData();
  const { notifications } = operationsData();
  // Read before the write: the answer shows the parties, and the notifications name them.
  const people = await readMembers(parties(intro));
  await writeOrConflict(
    CHANGED,
    { introductions, introGuards, connections, counters, notifications },
    (tx) => [
      { name: 'intro', write: tx.introductions.patch({ id: intro.id }).set(set).where((attr, op) => op.eq(attr.status, intro.status)).commit() as CommittedWrite },
      ...(rule.extra?.(tx, intro, role) ?? []),
      ...notifyWrites(tx, rule.tell?.(intro, people) ?? [], member.id),
    ],
    { intro: () => new ConflictError(CHANGED), edge: () => new ConflictError(CHANGED) },
  );
  return toIntroduction({ ...intro, ...set }, member.id, people);
}

const note = (text: string | undefined) => (text ? text : undefined);

/** POST …/{id}/approve (introducer): pending → approved; now the target's turn. Requester and target are told. */
export const approveIntroduction = (member: Member, introId: string, text?: string) =>
  transition(member, introId, {
    allowed: [{ role: 'introducer', from: ['pending'] }],
    forbidden: 'Only the introducer can approve this introduction',
    set: () => ({ status: 'approved', ...(note(text) ? { introducerResponse: text } : {}) }),
    extra: (tx, intro) => [bump(tx.counters, intro.introducerId, 'introsAwaiting', -1), bump(tx.counters, intro.targetUserId, 'introsAwaiting')],
    tell: (intro, people) => introNotices.approved(intro, people, note(text)),
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
    extra: (tx, intro, role) => [
      bump(tx.counters, role === 'target' ? intro.targetUserId : intro.introducerId, 'introsAwaiting', -1),
      { name: 'guard', write: tx.introGuards.delete({ requesterId: intro.requesterId, targetUserId: intro.targetUserId }).commit() },
    ],
  });

/**
 * POST …/{id}/accept (target): approved → accepted, and the requester and
 * target are connected in the same transaction (strength 1, introducedBy the
 * introducer), requester and introducer told. Already connected meanwhile:
 * the introduction is still accepted.
 */
export async function acceptIntroduction(member: Member, introId: string, text?: string): Promise<Introduction> {
  const { intro, role } = await partyIntro(member, introId);
  if (role !== 'target') throw new ForbiddenError('Only the member introduced can accept this introduction');
  const { connections } = networkData();
  const [people, existing] = await Promise.all([
    readMembers(parties(intro)),
    connections.get({ memberId: intro.requesterId, otherId: intro.targetUserId }).go({ consistent: true }),
  ]);
  if (existing.data?.status === 'blocked') throw new ForbiddenError('You cannot connect with this member');
  const requester = people.get(intro.requesterId);
  const target = people.get(intro.targetUserId);
  const introducer = people.get(intro.introducerId);
  if (!requester || !target) throw new NotFoundError(MEMBER_NOT_FOUND);
  const connect = existing.data?.status !== 'active';
  const interests = connect ? await ensureInterests([requester, target]) : new Map<string, string[]>();
  const now = new Date().toISOString();
  const ties = connect
    ? tieItems({
        a: requester,
        b: target,
        strength: 1,
        interests,
        mutualConnections: 1,
        introducedBy: { id: intro.introducerId, name: introducer ? name(introducer) : '' },
        now,
      })
    : [];
  return transition(member, introId, {
    allowed: [{ role: 'target', from: ['approved'] }],
    forbidden: 'Only the member introduced can accept this introduction',
    set: () => ({ status: 'accepted', ...(note(text) ? { targetResponse: text } : {}) }),
    extra: (tx, current) => [
      bump(tx.counters, current.targetUserId, 'introsAwaiting', -1),
      ...ties.map((tie) => ({ name: 'edge' as const, write: tx.connections.put(tie).where((attr, op) => op.notExists(attr.status)).commit() })),
    ],
    tell: (current, people) => introNotices.accepted(current, people, connect),
  });
}

/** POST …/{id}/successful (requester): approved or accepted → completed, isSuccessful. */
export const markIntroductionSuccessful = (member: Member, introId: string) =>
  transition(member, introId, {
    allowed: [{ role: 'requester', from: ['approved', 'accepted'] }],
    forbidden: 'Only the member who asked can mark this introduction successful',
    set: () => ({ status: 'completed', isSuccessful: true }),
  });

/** POST …/{id}/follow-up (requester): sets the follow-up date (today or later) on an approved or accepted introduction. */
export async function followUpIntroduction(member: Member, introId: string, followUpAt: string): Promise<Introduction> {
  const today = new Date().toISOString().slice(0, 10);
  if (followUpAt < today) throw new BadRequestError('Invalid request', [{ path: ['body', 'followUpAt'], message: 'Follow-up date must be today or later' }]);
  return transition(member, introId, {
    allowed: [{ role: 'requester', from: ['approved', 'accepted'] }],
    forbidden: 'Only the member who asked can follow up on this introduction',
    set: (intro) => ({ status: intro.status, followUpAt }),
  });
}
