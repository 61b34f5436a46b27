import type { EgoGraph } from '@club/shared';
import { Button, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, ListError, ListSkeleton } from '../../../components/ui/list-states';
import { useEgoGraph } from '../api/get-ego-graph';
import { useConnections } from '../api/list-connections';
import { useSecondDegree } from '../api/list-second-degree';
import { fullName } from '../api/network-write';
import type { GraphPerson, GraphTie } from '../graph-layout';
import { DirectCard, SecondDegreeCard, type RequestIntro } from './connection-lists';
import { ConnectButton } from './connect-button';

// d3-force and the drawing load only when the Graph view opens (the route chunk stays small).
const GraphView = lazy(() => import('./graph-view'));

type Node = EgoGraph['nodes'][number];

/**
 * The Graph view: the ego network from GET /api/network/graph,
 * drawn by the lazily loaded GraphView; clicking a node opens that person's
 * card (the same card as in the lists, with its actions).
 */
export function GraphTab({ onRequestIntro, onShowLists }: { onRequestIntro: RequestIntro; onShowLists: () => void }) {
  const graph = useEgoGraph();
  const [openId, setOpenId] = useState<string | null>(null);
  const { people, ties } = useMemo(() => toPicture(graph.data), [graph.data]);
  if (graph.isPending) return <ListSkeleton count={1} label="Loading your network graph" />;
  if (graph.isError) return <ListError onRetry={() => void graph.refetch()} />;
  const node = graph.data.nodes.find((candidate) => candidate.id === openId);
  if (people.length <= 1) {
    return (
      <EmptyState title="Build your network">
        <Text>Your graph appears as you connect with members.</Text>
        <Button onClick={onShowLists}>Show My Network</Button>
      </EmptyState>
    );
  }
  return (
    <>
      <Suspense fallback={<ListSkeleton count={1} label="Drawing your network graph" />}>
        <GraphView people={people} ties={ties} onOpen={setOpenId} />
      </Suspense>
      {graph.data.omittedSecondDegree > 0 ? (
        <Text className="muted">{graph.data.omittedSecondDegree} more 2nd degree members are not drawn; the 2nd Degree tab lists everyone.</Text>
      ) : null}
      {node ? (
        <PersonDialog
          node={node}
          onClose={() => setOpenId(null)}
          onRequestIntro={(target, introducer) => {
            setOpenId(null);
            onRequestIntro(target, introducer);
          }}
        />
      ) : null}
    </>
  );
}

function toPicture(graph: EgoGraph | undefined): { people: GraphPerson[]; ties: GraphTie[] } {
  if (!graph) return { people: [], ties: [] };
  return {
    people: graph.nodes.map((node) => ({ id: node.id, name: fullName(node), degree: node.degree, strength: node.strength })),
    ties: graph.edges.map(({ source, target }) => ({ source, target })),
  };
}

/** A node's card: the full card from the lists when it is loaded there, else the name with Connect. */
function PersonDialog({ node, onClose, onRequestIntro }: { node: Node; onClose: () => void; onRequestIntro: RequestIntro }) {
  const connections = useConnections();
  const second = useSecondDegree(node.degree === 2);
  const direct = node.degree === 1 ? connections.items.find((connection) => connection.toUser.id === node.id) : undefined;
  const twoSteps = node.degree === 2 ? second.items.find((connection) => connection.toUser.id === node.id) : undefined;
  const name = fullName(node);
  const loading = (node.degree === 1 && connections.isPending) || (node.degree === 2 && second.isPending);
  return (
    <Dialog open onClose={onClose} title={name}>
      {loading ? <ListSkeleton count={1} label={`Loading ${name}`} /> : null}
      {direct ? <DirectCard connection={direct} /> : null}
      {twoSteps ? <SecondDegreeCard connection={twoSteps} onRequestIntro={onRequestIntro} /> : null}
      {!loading && !direct && !twoSteps ? (
        <>
          <Text>
            {node.degree === 1 ? 'Direct connection' : '2nd degree'} · {node.mutualConnections} mutual · Strength: {node.strength}/10
          </Text>
          <ConnectButton memberId={node.id} name={name} />
        </>
      ) : null}
    </Dialog>
  );
}
