import { CHECKLIST_STEPS, CONNECTIONS_GOAL, type ChecklistStep, type ChecklistStepState, type GettingStarted, type Member } from '@club/shared';
import { hasRsvped } from '../events/index.js';
import { mailPreferencesSaved } from '../mail/index.js';
import { readTies } from '../network/index.js';

/** What the checklist reads besides the member: one round of three reads sent together. */
interface Progress {
  connections: number;
  mailPreferencesSaved: boolean;
  rsvped: boolean;
}

/** Each step from the member as stored and their progress elsewhere. */
function stepsOf(member: Member, progress: Progress): ChecklistStepState[] {
  const done: Record<ChecklistStep, boolean> = {
    photo: Boolean(member.profileImageUrl),
    titleAndCompany: Boolean(member.title && member.companyId),
    chapters: member.chapters.length > 0,
    connections: progress.connections >= CONNECTIONS_GOAL,
    mailPreferences: progress.mailPreferencesSaved,
    firstRsvp: progress.rsvped,
  };
  return CHECKLIST_STEPS.map((step) =>
    step === 'connections'
      ? { step, done: done[step], count: Math.min(progress.connections, CONNECTIONS_GOAL), goal: CONNECTIONS_GOAL }
      : { step, done: done[step] },
  );
}

/**
 * GET /api/members/me/getting-started: the checklist from the member the
 * session read (their profile fields, verification) and one
 * round of reads: their ties, whether they saved e-mail choices, whether
 * they ever RSVPed.
 */
export async function gettingStarted(member: Member): Promise<GettingStarted> {
  const [ties, saved, rsvped] = await Promise.all([readTies(member.id), mailPreferencesSaved(member.id), hasRsvped(member.id)]);
  return {
    verified: Boolean(member.verifiedAt),
    checklist: stepsOf(member, { connections: ties.active.size, mailPreferencesSaved: saved, rsvped }),
  };
}
