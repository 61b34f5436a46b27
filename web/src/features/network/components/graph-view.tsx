import { Text } from '@aws-amplify/ui-react';
import { useMemo, type KeyboardEvent } from 'react';
import { layoutGraph, type GraphPerson, type GraphTie } from '../graph-layout';

/** Names are written under the nodes while the picture is small enough to read them; otherwise on hover only. */
const LABEL_LIMIT = 30;

const DEGREE_LABEL: Record<GraphPerson['degree'], string> = { 0: 'You', 1: 'Direct connection', 2: '2nd degree' };

/**
 * The Graph view: the member's ego network laid out by d3-force
 * and drawn as SVG by React: the member in the middle, direct connections
 * around, 2nd-degree members outside, sized by strength and coloured by
 * degree, the name on hover (SVG title). A click (or Enter on a focused node)
 * opens that person's card. The lists (the tabs) stay the full keyboard and
 * screen-reader alternative. This module and d3-force load only with this view.
 */
export default function GraphView({ people, ties, onOpen }: { people: GraphPerson[]; ties: GraphTie[]; onOpen: (id: string) => void }) {
  const layout = useMemo(() => layoutGraph(people, ties), [people, ties]);
  const direct = people.filter((person) => person.degree === 1).length;
  const second = people.filter((person) => person.degree === 2).length;
  const labelled = people.length <= LABEL_LIMIT;
  const onKey = (event: KeyboardEvent<SVGGElement>, id: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(id);
  };
  return (
    <figure className="network-graph">
      <svg
        className="network-graph__svg"
        viewBox={layout.viewBox}
        role="group"
        aria-label={`Your network: ${direct} direct connections and ${second} 2nd degree members`}
        data-testid="network-graph"
      >
        <g className="network-graph__links" aria-hidden="true">
          {layout.links.map((link) => (
            <line
              key={`${link.source.id}-${link.target.id}`}
              x1={link.source.x}
              y1={link.source.y}
              x2={link.target.x}
              y2={link.target.y}
              className={`network-graph__link network-graph__link--${Math.max(link.source.degree, link.target.degree)}`}
            />
          ))}
        </g>
        {layout.nodes.map((node) => {
          const label = `${node.name} (${DEGREE_LABEL[node.degree]})`;
          const interactive = node.degree !== 0;
          return (
            <g
              key={node.id}
              transform={`translate(${node.x.toFixed(1)} ${node.y.toFixed(1)})`}
              className={`network-graph__node network-graph__node--${node.degree}`}
              data-testid="graph-node"
              data-degree={node.degree}
              {...(interactive
                ? {
                    role: 'button',
                    tabIndex: 0,
                    'aria-label': `Open ${label}`,
                    onClick: () => onOpen(node.id),
                    onKeyDown: (event: KeyboardEvent<SVGGElement>) => onKey(event, node.id),
                  }
                : { 'aria-label': label, role: 'img' })}
            >
              <title>{label}</title>
              <circle r={node.r} />
              {node.degree === 0 ? (
                <text className="network-graph__me" textAnchor="middle" dy="0.35em" aria-hidden="true">
                  You
                </text>
              ) : labelled ? (
                <text className="network-graph__name" textAnchor="middle" y={node.r + 12} aria-hidden="true">
                  {node.name}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="network-graph__legend" aria-label="Legend">
          <li>
            <span className="network-graph__key network-graph__key--0" aria-hidden="true" /> You
          </li>
          <li>
            <span className="network-graph__key network-graph__key--1" aria-hidden="true" /> Direct ({direct})
          </li>
          <li>
            <span className="network-graph__key network-graph__key--2" aria-hidden="true" /> 2nd degree ({second})
          </li>
        </ul>
        <Text className="muted">Larger circles are stronger connections. Hover for a name, click to open the card; the tabs list everyone.</Text>
      </figcaption>
    </figure>
  );
}
