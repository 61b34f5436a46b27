import { NETWORK_LIMITS, type Connection, type EgoGraph, type Member, type NetworkStats, type Person } from '@club/shared';
import { tiesOf, type ConnectionItem } from './entities/connection.js';
import { queryAll } from '../../platform/db/pages.js';
import { networkData } from './data.js';
import type { Page, PageRequest } from '../../platform/paging.js';
import { readCounters } from '../stats/index.js';
import { commonInterests, interestLabel } from './interests.js';
import { byKey, cardPerson, cardUser, networkUser, pageSorted, pathMember, readInterests } from './people.js';
import { membersByIds } from '../members/index.js';
import { networkScope, type NetworkCounter } from './counters.js';

/** A member's ties: active connections by the other's id, and everyone blocked either way. */
export interface Ties {
  active: Map<string, ConnectionItem>;
  blocked: Set<string>;
}

/** One Query of the member's ties (more pages only past 1 MB; a member keeps at most NETWORK_LIMITS.connectionsMax ties). */
export async function readTies(memberId: string): Promise<Ties> {
  const data = await queryAll(networkData().connections, tiesOf(memberId), { ascending: true });
  const ties: Ties = { active: new Map(), blocked: new Set() };
  for (const edge of data) {
    if (edge.status === 'active') ties.active.set(edge.otherId, edge);
    else ties.blocked.add(edge.otherId);
  }
  return ties;
}

const labels = (tags: string[], max: number) => tags.slice(0, max).map(interestLabel);

/** A 2nd degree member as computed: who they are (from a mutual's edge card) and through whom. */
export interface SecondDegree {
  id: string;
  /** The edge from the best mutual connection to this member (its card names them). */
  edge: ConnectionItem;
  /** Mutual connections, strongest path first. */
  via: { tie: ConnectionItem; strength: number }[];
  strength: number;
  commonInterests: string[];
}

export interface Neighbourhood {
  me: Ties;
  myInterests: string[];
  second: SecondDegree[];
  /** Ties between two of the caller's direct connections (each once). */
  directTies: { source: string; target: string; strength: number }[];
}

/**
 * 2nd degree in two rounds: (1) the caller's ties and interests, (2) every
 * direct connection's ties, in parallel. Mutual counts are exact: every
 * connection's ties are read. Blocked members (either way, written on both
 * sides), the caller's own ties, and members out of suggestions (the edge's
 * `otherHidden`: they hid, or are suspended) are left out.
 */
export async function secondDegree(memberId: string): Promise<Neighbourhood> {
  const [me, interests] = await Promise.all([readTies(memberId), readInterests([memberId])]);
  const myInterests = interests.get(memberId) ?? [];
  // A suspended connection is no path to anyone.
  const direct = [...me.active.values()].filter((tie) => tie.otherHidden !== 'suspended');
  const theirs = await Promise.all(direct.map((tie) => readTies(tie.otherId)));
  const found = new Map<string, SecondDegree>();
  const directTies: Neighbourhood['directTies'] = [];
  direct.forEach((tie, index) => {
    for (const edge of theirs[index]!.active.values()) {
      const id = edge.otherId;
      if (me.active.has(id) && tie.otherId < id) directTies.push({ source: tie.otherId, target: id, strength: edge.strength });
      if (id === memberId || me.active.has(id) || me.blocked.has(id) || edge.otherHidden) continue;
      const strength = Math.min(tie.strength, edge.strength);
      const entry = found.get(id);
      if (entry) {
        entry.via.push({ tie, strength });
        if (strength > entry.strength) {
          entry.strength = strength;
          entry.edge = edge;
        }
      } else {
        found.set(id, { id, edge, via: [{ tie, strength }], strength, commonInterests: commonInterests(myInterests, edge.otherInterests) });
      }
    }
  });
  for (const entry of found.values())
    entry.via.sort((a, b) => b.strength - a.strength || b.tie.strength - a.tie.strength || (a.tie.otherId < b.tie.otherId ? -1 : 1));
  return { me, myInterests, second: [...found.values()], directTies };
}

const secondKey = (entry: SecondDegree): [number, number, number, string] => [entry.via.length, entry.strength, entry.commonInterests.length, entry.id];

const faces = <T>(via: T[], person: (entry: T) => Person): Person[] => via.slice(0, NETWORK_LIMITS.mutualFacesShown).map(person);

function toSecondDegree(entry: SecondDegree): Connection {
  const best = entry.via[0]!.tie;
  const introducer = { id: best.otherId, firstName: best.otherFirstName, lastName: best.otherLastName };
  return {
    id: entry.id,
    degree: 2,
    toUser: cardUser(entry.edge),
    status: 'active',
    strength: entry.strength,
    commonInterests: labels(entry.commonInterests, NETWORK_LIMITS.interestsShown),
    mutualConnections: entry.via.length,
    introducedBy: introducer.id,
    introducedByUser: pathMember(introducer),
    path: [pathMember(introducer)],
    mutualFaces: faces(entry.via, ({ tie }) => cardPerson(tie)),
  };
}

/** GET /api/network/second-degree: most mutual connections first (2 rounds). */
export async function listSecondDegree(member: Member, { limit, cursor }: PageRequest): Promise<Page<Connection>> {
  const { second } = await secondDegree(member.id);
  const page = pageSorted(second, secondKey, byKey, limit, cursor);
  return { items: page.items.map(toSecondDegree), cursor: page.cursor };
}

interface ThirdDegree {
  id: string;
  edge: ConnectionItem;
  /** 2nd degree members (of the explored frontier) who know them. */
  via: SecondDegree[];
  strength: number;
  commonInterests: string[];
}

/**
 * 3rd degree in three rounds: the 2nd degree rounds, then the ties of the
 * frontier, the NETWORK_LIMITS.thirdDegreeFrontier 2nd degree members with the
 * most mutual connections, in parallel. Bounded: members reachable only
 * through the rest of the 2nd degree are not listed (docs/decisions.md).
 */
export async function thirdDegree(memberId: string): Promise<{ hood: Neighbourhood; third: ThirdDegree[] }> {
  const hood = await secondDegree(memberId);
  const frontier = [...hood.second].sort((a, b) => byKey(secondKey(a), secondKey(b))).slice(0, NETWORK_LIMITS.thirdDegreeFrontier);
  const secondIds = new Set(hood.second.map((entry) => entry.id));
  const theirs = await Promise.all(frontier.map((entry) => readTies(entry.id)));
  const found = new Map<string, ThirdDegree>();
  frontier.forEach((entry, index) => {
    for (const edge of theirs[index]!.active.values()) {
      const id = edge.otherId;
      if (id === memberId || hood.me.active.has(id) || hood.me.blocked.has(id) || secondIds.has(id) || edge.otherHidden) continue;
      const strength = Math.min(entry.strength, edge.strength);
      const known = found.get(id);
      if (known) {
        known.via.push(entry);
        if (strength > known.strength) {
          known.strength = strength;
          known.edge = edge;
        }
      } else {
        found.set(id, { id, edge, via: [entry], strength, commonInterests: commonInterests(hood.myInterests, edge.otherInterests) });
      }
    }
  });
  return { hood, third: [...found.values()] };
}

const thirdKey = (entry: ThirdDegree): [number, number, number, string] => [entry.via.length, entry.strength, entry.commonInterests.length, entry.id];

function toThirdDegree(entry: ThirdDegree): Connection {
  const second = entry.via[0]!;
  const first = second.via[0]!.tie;
  const path = [
    pathMember({ id: first.otherId, firstName: first.otherFirstName, lastName: first.otherLastName }),
    pathMember({ id: second.id, firstName: second.edge.otherFirstName, lastName: second.edge.otherLastName }),
  ];
  return {
    id: entry.id,
    degree: 3,
    toUser: cardUser(entry.edge),
    status: 'active',
    strength: entry.strength,
    commonInterests: labels(entry.commonInterests, NETWORK_LIMITS.interestsShownThirdDegree),
    mutualConnections: entry.via.length,
    introducedBy: path[0]!.id,
    introducedByUser: path[0]!,
    path,
    mutualFaces: faces(entry.via, (second) => cardPerson(second.edge)),
  };
}

/** GET /api/network/third-degree (3 rounds). */
export async function listThirdDegree(member: Member, { limit, cursor }: PageRequest): Promise<Page<Connection>> {
  const { third } = await thirdDegree(member.id);
  const page = pageSorted(third, thirdKey, byKey, limit, cursor);
  return { items: page.items.map(toThirdDegree), cursor: page.cursor };
}

/** An edge as read, or as just written (the library's times aside). */
export type EdgeView = Omit<ConnectionItem, 'createdAt' | 'updatedAt'>;

/** A direct connection as My Network shows it, with the member read fresh (names, contact). */
export function toDirect(edge: EdgeView, user = cardUser(edge)): Connection {
  return {
    id: edge.otherId,
    degree: 1,
    toUser: user,
    status: 'active',
    strength: edge.strength,
    commonInterests: labels(edge.commonInterests, NETWORK_LIMITS.interestsShown),
    ...(edge.lastInteraction ? { lastInteraction: edge.lastInteraction } : {}),
    mutualConnections: edge.mutualConnections,
    ...(edge.introducedBy ? { introducedBy: edge.introducedBy } : {}),
    ...(edge.introducedBy && edge.introducedByName
      ? {
          introducedByUser: {
            id: edge.introducedBy,
            firstName: edge.introducedByName.split(' ')[0] ?? '',
            lastName: edge.introducedByName.split(' ').slice(1).join(' '),
          },
        }
      : {}),
    path: [],
    connectedAt: edge.connectedAt,
  };
}

const directKey = (edge: ConnectionItem): [number, string, string] => [edge.strength, edge.lastInteraction ?? edge.connectedAt, edge.otherId];
/** Strength descending, then most recent interaction, then id. */
const compareDirect = (a: [number, string, string], b: [number, string, string]) =>
  b[0] - a[0] || (a[1] === b[1] ? (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0) : a[1] < b[1] ? 1 : -1);

/** GET /api/network/connections: strongest first; one Query of ties, one BatchGet of the page's members. */
export async function listConnections(member: Member, { limit, cursor }: PageRequest): Promise<Page<Connection>> {
  const ties = await readTies(member.id);
  // Connections who hid from suggestions still show here; suspended ones show nowhere.
  const shown = [...ties.active.values()].filter((edge) => edge.otherHidden !== 'suspended');
  const page = pageSorted(shown, directKey, compareDirect, limit, cursor);
  const people = await membersByIds(page.items.map((edge) => edge.otherId));
  return {
    items: page.items.map((edge) => {
      const person = people.get(edge.otherId);
      return toDirect(edge, person ? networkUser(person, { connected: true }) : cardUser(edge));
    }),
    cursor: page.cursor,
  };
}

/** GET /api/network/stats: counters (one Query) beside the bounded 3rd degree walk (3 rounds). */
export async function networkStats(member: Member): Promise<NetworkStats> {
  const [counts, { hood, third }] = await Promise.all([readCounters(networkScope(member.id)), thirdDegree(member.id)]);
  const n = (name: NetworkCounter) => Math.max(0, counts[`network#${name}`] ?? 0);
  return {
    firstDegree: hood.me.active.size,
    secondDegree: hood.second.length,
    thirdDegree: third.length,
    introRequests: n('intros'),
    introRequestsAwaitingMe: n('introsAwaiting'),
    incomingRequests: n('incoming'),
    outgoingRequests: n('outgoing'),
  };
}

/** GET /api/network/graph: the caller, direct connections and the best-connected 2nd degree members, with ties among them (2 rounds). */
export async function egoGraph(member: Member): Promise<EgoGraph> {
  const hood = await secondDegree(member.id);
  const shown = [...hood.second].sort((a, b) => byKey(secondKey(a), secondKey(b))).slice(0, NETWORK_LIMITS.graphSecondDegree);
  const nodes: EgoGraph['nodes'] = [
    { id: member.id, firstName: member.firstName, lastName: member.lastName, degree: 0, strength: NETWORK_LIMITS.strengthMax, mutualConnections: 0 },
  ];
  const edges: EgoGraph['edges'] = [];
  const seen = new Set<string>();
  const tie = (a: string, b: string, strength: number) => {
    const key = a < b ? `${a}|${b}` : `${b}|${a}`;
    if (seen.has(key)) return;
    seen.add(key);
    edges.push({ source: a, target: b, strength });
  };
  for (const edge of hood.me.active.values()) {
    if (edge.otherHidden === 'suspended') continue;
    nodes.push({
      id: edge.otherId,
      firstName: edge.otherFirstName,
      lastName: edge.otherLastName,
      degree: 1,
      strength: edge.strength,
      mutualConnections: edge.mutualConnections,
    });
    tie(member.id, edge.otherId, edge.strength);
  }
  for (const entry of shown) {
    nodes.push({
      id: entry.id,
      firstName: entry.edge.otherFirstName,
      lastName: entry.edge.otherLastName,
      degree: 2,
      strength: entry.strength,
      mutualConnections: entry.via.length,
    });
    for (const { tie: via, strength } of entry.via) tie(via.otherId, entry.id, strength);
  }
  for (const { source, target, strength } of hood.directTies) tie(source, target, strength);
  return { nodes, edges, omittedSecondDegree: hood.second.length - shown.length };
}
