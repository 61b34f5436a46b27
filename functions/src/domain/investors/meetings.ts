import type { InvestorMatch, Member, ScheduleMeetingInput } from '@club/shared';

const todo = (): never => {
  throw new Error('Investors API: not yet implemented');
};
export async function scheduleMeeting(_member: Member, _matchId: string, _input: ScheduleMeetingInput): Promise<InvestorMatch> {
  return todo();
}
export async function meetingCalendar(_member: Member, _matchId: string): Promise<{ filename: string; content: string }> {
  return todo();
}
