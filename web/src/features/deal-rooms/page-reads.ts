/** Time spent on one page of a viewed file, as logPageReads takes it. */
export interface PageRead {
  page: number;
  durationMs: number;
}

/** When the viewer sends what it measured: on a page change once this many pages wait or this long passed. */
export const PAGE_BATCH = { pages: 10, ms: 15_000, max: 100 } as const;
const MAX_PAGE_MS = 3_600_000;

/** The viewer's clock (milliseconds, monotonic); tests set their own. */
export const readingClock = { now: (): number => performance.now() };

/**
 * Measures the time a member spends on each page while the tab is visible
 * and hands the readings over in batches: on a page change when
 * {@link PAGE_BATCH} pages wait or its time passed since the last batch,
 * and everything at once when the tab is hidden or the viewer is left
 * (`leaving`: the page may be gone before an ordinary request ends).
 */
export class PageReadTracker {
  private page: number | undefined;
  private since: number | undefined;
  private visible = true;
  private pending: PageRead[] = [];
  private lastSent: number;

  constructor(
    private readonly send: (pages: PageRead[], leaving: boolean) => void,
    private readonly now: () => number = () => readingClock.now(),
  ) {
    this.lastSent = now();
  }

  /** The member now looks at `page`. */
  show(page: number): void {
    if (page === this.page) return;
    this.stop();
    this.page = page;
    if (this.visible) this.since = this.now();
    if (this.pending.length >= PAGE_BATCH.pages || (this.pending.length && this.now() - this.lastSent >= PAGE_BATCH.ms)) this.flush(false);
  }

  /** The tab was hidden or shown again: time counts only while it is visible. */
  setVisible(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    if (!visible) {
      this.stop();
      this.flush(true);
    } else if (this.page !== undefined) this.since = this.now();
  }

  /** The viewer closes: send what is left. */
  leave(): void {
    this.stop();
    this.flush(true);
    this.page = undefined;
  }

  private stop(): void {
    if (this.page === undefined || this.since === undefined) return;
    const durationMs = Math.min(MAX_PAGE_MS, Math.round(this.now() - this.since));
    this.since = undefined;
    if (durationMs <= 0) return;
    const last = this.pending.at(-1);
    if (last?.page === this.page) last.durationMs = Math.min(MAX_PAGE_MS, last.durationMs + durationMs);
    else this.pending.push({ page: this.page, durationMs });
  }

  private flush(leaving: boolean): void {
    this.lastSent = this.now();
    while (this.pending.length) this.send(this.pending.splice(0, PAGE_BATCH.max), leaving);
  }
}
