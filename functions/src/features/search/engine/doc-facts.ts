/**
 * What answering needs of each document by number, in typed arrays so a
 * search over tens of thousands of hits reads no document object: whether
 * it is a reply (answered as its post), and its recency growth.
 *
 * Posts and listings: a new document scores up to 25% more than an old one
 * with the same match, halving every 30 days, so recency orders similar
 * matches without burying an old exact one. 2^(age / half-life) is split
 * into a per-document factor (from a fixed origin) and a per-search one, so
 * a search multiplies instead of taking a power per hit.
 */
const RECENCY_BOOST = 0.25;
const HALF_LIFE_MS = 30 * 86_400_000;
const ORIGIN_MS = Date.UTC(2020, 0, 1);
/** Kept within a double's range whatever the dates. */
const halvings = (ms: number) => Math.max(-1000, Math.min(1000, ms / HALF_LIFE_MS));

export class DocFacts {
  reply: Uint8Array = new Uint8Array(0);
  private growth: Float64Array = new Float64Array(0);

  set(doc: number, time: number, reply: boolean): void {
    if (doc >= this.reply.length) {
      const size = Math.max(doc + 1, this.reply.length * 2, 16);
      const replies = new Uint8Array(size);
      replies.set(this.reply);
      this.reply = replies;
      const growth = new Float64Array(size);
      growth.set(this.growth);
      this.growth = growth;
    }
    this.reply[doc] = reply ? 1 : 0;
    this.growth[doc] = 2 ** halvings(time - ORIGIN_MS);
  }

  /** The recency factor of every document at `now`: call it once per search, then per hit. */
  recencyAt(now: number): (doc: number) => number {
    const scale = 2 ** -halvings(now - ORIGIN_MS);
    return (doc) => 1 + RECENCY_BOOST * Math.min(1, this.growth[doc]! * scale);
  }
}
