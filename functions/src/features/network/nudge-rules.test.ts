import { describe, expect, it } from 'vitest';
import { indexWorld, nudgesFor, type World, type WorldPlan } from './nudge-rules.js';
import { cityKeyOf } from './travel.js';

const NOW = new Date('2027-03-01T09:00:00.000Z');

/** A small club: me (Hyderabad, rice importer) with ties to ravi and lakshmi; their ties reach further. */
function fixture(): World {
  const member = (id: string, chapters: string[] = [], companyId?: string) =>
    [id, { id, firstName: id[0]!.toUpperCase() + id.slice(1), lastName: 'Reddy', chapters, companyId }] as const;
  const ties = new Map<string, Map<string, number>>();
  const tie = (a: string, b: string, strength = 3) => {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const)
      ties.set(x, new Map([...(ties.get(x) ?? []), [y, strength]]));
  };
  tie('me', 'ravi', 6);
  tie('me', 'lakshmi', 4);
  tie('ravi', 'suresh');
  tie('lakshmi', 'suresh');
  tie('ravi', 'kavitha');
  const plan = (p: Partial<WorldPlan> & Pick<WorldPlan, 'id' | 'userId' | 'city' | 'country'>): WorldPlan => ({
    kind: p.startDate ? 'trip' : 'home',
    cityKey: cityKeyOf(p.city, p.country),
    endKey: p.endDate ?? '9999-12-31',
    isPublic: false,
    ...p,
  });
  return {
    now: NOW,
    members: new Map([
      member('me', ['Telangana'], 'co-me'),
      member('ravi', ['UAE']),
      member('lakshmi', ['Singapore']),
      member('suresh', ['Telangana']),
      member('kavitha', ['AP-Vizag']),
      member('anil', ['USA'], 'co-anil'),
      member('priya', ['UK']),
    ]),
    ties,
    blocked: new Map(),
    interests: new Map([
      ['me', ['chapter:Telangana', 'hs:10', 'industry:agriculture', 'topic:trade']],
      ['suresh', ['chapter:Telangana', 'hs:10', 'topic:trade']],
      ['kavitha', ['topic:tech']],
      ['anil', ['hs:10', 'industry:agriculture', 'topic:trade']],
      ['priya', ['chapter:Telangana']],
    ]),
    pending: new Map(),
    introductions: [],
    plans: [
      plan({ id: 'p-me-dubai', userId: 'me', city: 'Dubai', country: 'UAE', startDate: '2027-03-10', endDate: '2027-03-14' }),
      plan({
        id: 'p-priya-dubai',
        userId: 'priya',
        city: 'dubai',
        country: 'uae',
        startDate: '2027-03-12',
        endDate: '2027-03-20',
        isPublic: true,
        purpose: 'Gulfood',
      }),
      plan({ id: 'p-kavitha-dubai', userId: 'kavitha', city: 'Dubai', country: 'UAE', startDate: '2027-03-11', endDate: '2027-03-12' }),
      plan({ id: 'p-lakshmi-hyd', userId: 'lakshmi', city: 'Hyderabad', country: 'India', startDate: '2027-03-05', endDate: '2027-03-07' }),
    ],
    events: [
      {
        id: 'ev-hyd',
        title: 'Hyderabad Rice Exporters Meet',
        tags: ['trade'],
        city: 'Hyderabad',
        country: 'India',
        startTime: '2027-03-20T12:00:00.000Z',
        attendees: new Set(['ravi']),
        rsvped: new Set(['ravi']),
      },
      {
        id: 'ev-answered',
        title: 'Trade Night',
        tags: ['trade'],
        city: 'Hyderabad',
        country: 'India',
        startTime: '2027-03-21T12:00:00.000Z',
        attendees: new Set(),
        rsvped: new Set(['me']),
      },
      {
        id: 'ev-far',
        title: 'London Fintech Evening',
        tags: ['fintech'],
        city: 'London',
        country: 'UK',
        startTime: '2027-03-22T12:00:00.000Z',
        attendees: new Set(),
        rsvped: new Set(),
      },
    ],
    companies: new Map([
      ['co-me', { id: 'co-me', name: 'Deccan Foods', industry: 'Agriculture' }],
      ['co-anil', { id: 'co-anil', name: 'Godavari Rice Mills', industry: 'Agriculture' }],
    ]),
    listings: [
      { id: 'l-me-import', kind: 'import', title: 'Basmati rice, 500 t', hsCode: '1006.30', companyId: 'co-me', postedBy: 'me' },
      { id: 'l-anil-export', kind: 'export', title: 'Sona Masoori rice', hsCode: '100630', companyId: 'co-anil', postedBy: 'anil' },
      { id: 'l-anil-other', kind: 'export', title: 'Turmeric', hsCode: '0910', companyId: 'co-anil', postedBy: 'anil' },
    ],
  };
}

const run = (world: World, memberId = 'me') => nudgesFor(world, indexWorld(world), memberId);
const ofType = (world: World, type: string, memberId = 'me') => run(world, memberId).filter((n) => n.type === type);

describe('nudge rules on a fixture graph', () => {
  it('location_overlap: a connection living in the trip city, a public plan meeting it, and a connection visiting my home city; not a connections-only plan of a stranger', () => {
    const found = ofType(fixture(), 'location_overlap');
    expect(found.map((n) => n.subject).sort()).toEqual(['trip:p-me-dubai:member:ravi', 'visit:p-lakshmi-hyd']);
    const ravi = found.find((n) => n.metadata.memberId === 'ravi')!;
    expect(ravi).toMatchObject({ priority: 4, actionUrl: '/network-graph?tab=travel&plan=p-me-dubai', actionLabel: 'See who is there' });
    expect(ravi.message).toContain('Dubai');
    // At most 2 per type: the public plan of Priya (not a connection) ranks after both connections.
    const world = fixture();
    world.ties.get('me')!.delete('lakshmi');
    world.ties.get('lakshmi')!.delete('me');
    const withoutLakshmi = ofType(world, 'location_overlap');
    expect(withoutLakshmi.map((n) => n.metadata.memberId).sort()).toEqual(['priya', 'ravi']);
    expect(withoutLakshmi.find((n) => n.metadata.memberId === 'priya')!.message).toContain('Gulfood');
    expect(withoutLakshmi.every((n) => n.expiresAt <= Math.floor(Date.parse('2027-03-14T23:59:59Z') / 1000))).toBe(true);
  });

  it('mutual_interest: a member sharing HS chapter, industry and topic who is not connected, with a Connect action', () => {
    const found = ofType(fixture(), 'mutual_interest');
    expect(found.map((n) => n.metadata.memberId)).toEqual(['anil']);
    expect(found[0]).toMatchObject({ actionUrl: '/network-graph?connect=anil', actionLabel: 'Connect', subject: 'member:anil' });
    expect(found[0]!.message).toMatch(/HS 10 Cereals/);
  });

  it('introduction_suggestion: the 2nd degree member with the most mutuals, through the strongest one, opening the intro dialog', () => {
    const found = ofType(fixture(), 'introduction_suggestion');
    expect(found.map((n) => n.metadata.memberId)).toEqual(['suresh', 'kavitha']);
    expect(found[0]).toMatchObject({
      priority: 3,
      actionUrl: '/network-graph?tab=second-degree&intro=suresh&via=ravi',
      actionLabel: 'Request Introduction',
      metadata: { memberId: 'suresh', introducerId: 'ravi' },
    });
    expect(found[0]!.message).toMatch(/connected to 2 of your connections/);
  });

  it('introduction_suggestion skips members already asked for, with a waiting request, or blocked; follow-ups come due', () => {
    const world = fixture();
    world.introductions.push({ id: 'i-1', requesterId: 'me', targetUserId: 'suresh', introducerId: 'ravi', status: 'accepted', followUpAt: '2027-03-01' });
    world.pending.set('me', new Set(['kavitha']));
    const found = ofType(world, 'introduction_suggestion');
    expect(found.map((n) => n.subject)).toEqual(['follow-up:i-1:2027-03-01']);
    expect(found[0]).toMatchObject({ priority: 5, actionUrl: '/network-graph?tab=introductions&introduction=i-1', actionLabel: 'Follow Up' });
  });

  it('event_recommendation: an unanswered upcoming event in my city on my interests with a connection going', () => {
    const found = ofType(fixture(), 'event_recommendation');
    expect(found.map((n) => n.metadata.eventId)).toEqual(['ev-hyd']);
    expect(found[0]).toMatchObject({ priority: 3, actionUrl: '/events?event=ev-hyd', actionLabel: 'View Event' });
    expect(found[0]!.message).toMatch(/Hyderabad, where you are based/);
    expect(found[0]!.message).toMatch(/Ravi Reddy is going/);
  });

  it('business_opportunity: my import need and another company’s export offer under the same HS heading', () => {
    const found = ofType(fixture(), 'business_opportunity');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      subject: 'listing:l-me-import:l-anil-export',
      priority: 4,
      title: 'Godavari Rice Mills exports what you import',
      actionUrl: '/marketplace?kind=export&q=100630',
    });
    // And the reverse for Anil.
    expect(ofType(fixture(), 'business_opportunity', 'anil')[0]).toMatchObject({ title: 'Deccan Foods imports what you export', actionLabel: 'View Need' });
  });

  it('blocked members never appear, in any type', () => {
    const world = fixture();
    // A block replaces a tie with blocked edges both ways.
    for (const [a, b] of [
      ['me', 'anil'],
      ['me', 'suresh'],
      ['me', 'ravi'],
    ] as const) {
      world.blocked.set(a, new Set([...(world.blocked.get(a) ?? []), b]));
      world.blocked.set(b, new Set([...(world.blocked.get(b) ?? []), a]));
      world.ties.get(a)?.delete(b);
      world.ties.get(b)?.delete(a);
    }
    const all = run(world);
    const named = all.flatMap((n) => Object.values(n.metadata));
    for (const id of ['anil', 'suresh', 'ravi']) expect(named).not.toContain(id);
  });

  it('every nudge has a priority, a title, a message, an action URL and label, and an expiry in the future', () => {
    for (const nudge of run(fixture())) {
      expect(nudge.priority).toBeGreaterThanOrEqual(1);
      expect(nudge.priority).toBeLessThanOrEqual(5);
      expect(nudge.title.length && nudge.message.length && nudge.actionLabel.length).toBeTruthy();
      expect(nudge.actionUrl.startsWith('/')).toBe(true);
      expect(nudge.expiresAt).toBeGreaterThan(NOW.getTime() / 1000);
    }
  });
});
