import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { layoutGraph, radiusOf, type GraphPerson, type GraphTie } from '../graph-layout';
import GraphView from './graph-view';

const PEOPLE: GraphPerson[] = [
  { id: 'me', name: 'Ravi Kumar', degree: 0, strength: 10 },
  { id: 'a', name: 'Anil Reddy', degree: 1, strength: 8 },
  { id: 'b', name: 'Bhavani Rao', degree: 1, strength: 2 },
  { id: 'c', name: 'Chandra Sekhar', degree: 2, strength: 3 },
  { id: 'd', name: 'Durga Prasad', degree: 2, strength: 1 },
];
const TIES: GraphTie[] = [
  { source: 'me', target: 'a' },
  { source: 'me', target: 'b' },
  { source: 'a', target: 'c' },
  { source: 'b', target: 'c' },
  { source: 'gone', target: 'd' },
];

describe('layoutGraph', () => {
  it('pins the member in the middle, draws the ties among people in the picture, and fits the viewBox', () => {
    const layout = layoutGraph(PEOPLE, TIES);
    const me = layout.nodes.find((node) => node.id === 'me')!;
    expect([me.x, me.y]).toEqual([0, 0]);
    expect(layout.links.map((link) => `${link.source.id}-${link.target.id}`).sort()).toEqual(['a-c', 'b-c', 'me-a', 'me-b']);
    const [minX, minY, width, height] = layout.viewBox.split(' ').map(Number) as [number, number, number, number];
    for (const node of layout.nodes) {
      expect(node.x - node.r).toBeGreaterThanOrEqual(minX);
      expect(node.x + node.r).toBeLessThanOrEqual(minX + width);
      expect(node.y - node.r).toBeGreaterThanOrEqual(minY);
      expect(node.y + node.r).toBeLessThanOrEqual(minY + height);
    }
    // 2nd degree settles further out than direct connections.
    const distance = (id: string) => Math.hypot(layout.nodes.find((node) => node.id === id)!.x, layout.nodes.find((node) => node.id === id)!.y);
    expect(distance('c')).toBeGreaterThan(distance('a'));
  });

  it('is the same picture for the same input', () => {
    expect(layoutGraph(PEOPLE, TIES).viewBox).toBe(layoutGraph(PEOPLE, TIES).viewBox);
  });

  it('sizes by strength 1–10', () => {
    expect(radiusOf({ degree: 1, strength: 10 })).toBeGreaterThan(radiusOf({ degree: 1, strength: 1 }));
    expect(radiusOf({ degree: 1, strength: 99 })).toBe(radiusOf({ degree: 1, strength: 10 }));
    expect(radiusOf({ degree: 0, strength: 1 })).toBeGreaterThan(radiusOf({ degree: 1, strength: 10 }));
  });
});

describe('GraphView', () => {
  it('draws a node per person with hover names, coloured by degree, and opens a card on click or Enter', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<GraphView people={PEOPLE} ties={TIES} onOpen={onOpen} />);
    const nodes = screen.getAllByTestId('graph-node');
    expect(nodes).toHaveLength(5);
    expect(nodes.map((node) => node.getAttribute('data-degree'))).toEqual(['0', '1', '1', '2', '2']);
    expect(nodes.map((node) => node.querySelector('title')?.textContent)).toContain('Anil Reddy (Direct connection)');
    expect(screen.getByRole('group', { name: 'Your network: 2 direct connections and 2 2nd degree members' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Chandra Sekhar (2nd degree)' }));
    expect(onOpen).toHaveBeenLastCalledWith('c');
    screen.getByRole('button', { name: 'Open Anil Reddy (Direct connection)' }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith('a');
    expect(screen.queryByRole('button', { name: /Ravi Kumar/ })).not.toBeInTheDocument();
  });
});
