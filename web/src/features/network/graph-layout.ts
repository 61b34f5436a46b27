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
  /** The SVG viewBox that holds every node with a margin: `minX minY width height`. */
  viewBox: string;
}

type SimNode = PlacedNode & SimulationNodeDatum;
type SimLink = SimulationLinkDatum<SimNode>;

const TICKS = 300;
const MARGIN = 24;
/** Rings the degrees settle on, so the picture reads as you, around you, further out. */
const RING: Record<GraphPerson['degree'], number> = { 0: 0, 1: 110, 2: 210 };

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
        .distance(100)
        .strength(0.4),
    )
    .force('charge', forceManyBody<SimNode>().strength(-60))
    .force('collide', forceCollide<SimNode>((node) => node.r + 4))
    .force('radial', forceRadial<SimNode>((node) => RING[node.degree], 0, 0).strength(0.6))
    .stop();
  simulation.tick(TICKS);

  const placed = nodes as PlacedNode[];
  const byId = new Map(placed.map((node) => [node.id, node]));
  const placedLinks = links.map((link) => ({
    source: byId.get(typeof link.source === 'object' ? link.source.id : String(link.source))!,
    target: byId.get(typeof link.target === 'object' ? link.target.id : String(link.target))!,
  }));
  const xs = placed.flatMap((node) => [node.x - node.r, node.x + node.r]);
  const ys = placed.flatMap((node) => [node.y - node.r, node.y + node.r]);
  const minX = Math.floor(Math.min(0, ...xs) - MARGIN);
  const minY = Math.floor(Math.min(0, ...ys) - MARGIN);
  const width = Math.ceil(Math.max(0, ...xs) + MARGIN - minX);
  const height = Math.ceil(Math.max(0, ...ys) + MARGIN - minY);
  return { nodes: placed, links: placedLinks, viewBox: `${minX} ${minY} ${width} ${height}` };
}
