/**
 * The best `k` of many, in order, without sorting them all: a heap of the k
 * best so far with the worst on top, so each further one costs a comparison
 * and, when it enters, log k moves. `before(a, b)` says a ranks above b and
 * must be a strict total order (ties broken), so the answer is stable.
 */
export function topK(places: ArrayLike<number>, k: number, before: (a: number, b: number) => boolean): number[] {
  if (k <= 0) return [];
  const heap: number[] = [];
  const worse = (a: number, b: number) => before(b, a);
  const up = (at: number) => {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!worse(heap[at]!, heap[parent]!)) break;
      [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
      at = parent;
    }
  };
  const down = (at: number) => {
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && worse(heap[left]!, heap[worst]!)) worst = left;
      if (right < heap.length && worse(heap[right]!, heap[worst]!)) worst = right;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
      at = worst;
    }
  };
  for (let at = 0; at < places.length; at++) {
    const place = places[at]!;
    if (heap.length < k) {
      heap.push(place);
      up(heap.length - 1);
    } else if (before(place, heap[0]!)) {
      heap[0] = place;
      down(0);
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
}
