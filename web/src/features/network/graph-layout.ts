import { forceCollide, forceLink, forceManyBody, forceRadial, forceSimulation, type SimulationLinkDatum, type SimulationNodeDatum } from 'd3-force';

/** One member in the ego network: the member themselves (0), a direct connection (1) or a 2nd-degree member (2). */
export interface GraphPerson {
  id: string;
  name: string;
  degree: 0 | 1 | 2;
  /** 1–10: the tie's strength (direct), the strongest path's weaker tie (2nd degree). */
  strength: number;
}

/** An undirected tie between two people of the picture. */
export interface GraphTie {
  source: string;
  target: string;
}

export interface PlacedNode extends GraphPerson {
  x: number;
  y: number;
  r: number;
}

export interface PlacedLink {
  source: PlacedNode;
  target: PlacedNode;
}

export interface GraphLayout {
  nodes: PlacedNode[];
  links: PlacedLink[];
  /** The square SVG viewBox centred on the member that holds every node with a margin: `minX minY width height`. */
  viewBox: string;
}

type SimNode = PlacedNode & SimulationNodeDatum;
type SimLink = SimulationLinkDatum<SimNode>;

/** Ticks to rest: alpha decays from 1 to d3's alphaMin (0.001) in this many (d3's default is 300; half keeps a 110-node picture quick). */
const TICKS = 150;
const MARGIN = 24;
/** Half the smallest picture: the outer ring and a margin for its labels. */
const MIN_HALF = 200;
/** Rings the degrees settle on, so the picture reads as you, around you, further out. */
const RING: Record<GraphPerson['degree'], number> = { 0: 0, 1: 85, 2: 160 };

/** Node radius from strength: the member is largest, then 1–10 maps to 6–16 px. */
export const radiusOf = (person: Pick<GraphPerson, 'degree' | 'strength'>): number =>
  person.degree === 0 ? 20 : 5 + Math.min(10, Math.max(1, Math.round(person.strength)));

/**
 * Lays out the ego network with d3-force, run to rest synchronously (no
 * animation timer): the ties as links (ties naming someone not in the picture
 * are left out), charge, collision and a radial pull per degree. Deterministic for the same input
 * (d3 places nodes on a phyllotaxis before the first tick), so tests and
 * re-renders see the same picture.
 */
export function layoutGraph(people: GraphPerson[], ties: GraphTie[]): GraphLayout {
  const nodes: SimNode[] = people.map((person) => ({ ...person, x: 0, y: 0, r: radiusOf(person) }));
  for (const node of nodes) {
    // d3 places nodes without coordinates on its phyllotaxis; the member stays pinned in the middle.
    delete (node as Partial<SimNode>).x;
    delete (node as Partial<SimNode>).y;
    if (node.degree === 0) Object.assign(node, { x: 0, y: 0, fx: 0, fy: 0 });
  }
  const ids = new Set(nodes.map((node) => node.id));
  const links: SimLink[] = ties
    .filter((tie) => tie.source !== tie.target && ids.has(tie.source) && ids.has(tie.target))
    .map((tie) => ({ source: tie.source, target: tie.target }));
  const simulation = forceSimulation<SimNode>(nodes)
    .force(
      'link',
      forceLink<SimNode, SimLink>(links)
        .id((node) => node.id)
        .distance(75)
        .strength(0.4),
    )
    .force('charge', forceManyBody<SimNode>().strength(-60))
    .force(
      'collide',
      forceCollide<SimNode>((node) => node.r + 4),
    )
    .force('radial', forceRadial<SimNode>((node) => RING[node.degree], 0, 0).strength(0.6))
    .alphaDecay(1 - Math.pow(0.001, 1 / TICKS))
    .stop();
  simulation.tick(TICKS);

  const placed = nodes as PlacedNode[];
  const byId = new Map(placed.map((node) => [node.id, node]));
  const placedLinks = links.map((link) => ({
    source: byId.get(typeof link.source === 'object' ? link.source.id : String(link.source))!,
    target: byId.get(typeof link.target === 'object' ? link.target.id : String(link.target))!,
  }));
  // Centred on the member and never smaller than the outer ring, so a small network is not blown up to fill the width.
  const extent = Math.max(MIN_HALF, ...placed.map((node) => Math.max(Math.abs(node.x), Math.abs(node.y)) + node.r + MARGIN));
  const half = Math.ceil(extent);
  const viewBox = `${-half} ${-half} ${2 * half} ${2 * half}`;
  return { nodes: placed, links: placedLinks, viewBox };
}
