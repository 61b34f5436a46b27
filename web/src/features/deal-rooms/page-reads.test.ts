import { describe, expect, it } from 'vitest';
import { PageReadTracker, type PageRead } from './page-reads';

function setup() {
  let now = 0;
  const sent: { pages: PageRead[]; leaving: boolean }[] = [];
  const tracker = new PageReadTracker(
    (pages, leaving) => sent.push({ pages, leaving }),
    () => now,
  );
  return { tracker, sent, wait: (ms: number) => (now += ms) };
}

describe('PageReadTracker', () => {
  it('sends a batch on the page change after ten pages were read', () => {
    const { tracker, sent, wait } = setup();
    for (let page = 1; page <= 10; page++) {
      tracker.show(page);
      wait(1_000);
    }
    expect(sent).toEqual([]);

    tracker.show(11);

    expect(sent).toEqual([{ pages: Array.from({ length: 10 }, (_, i) => ({ page: i + 1, durationMs: 1_000 })), leaving: false }]);
  });

  it('sends on the first page change 15 s after the last batch', () => {
    const { tracker, sent, wait } = setup();
    tracker.show(1);
    wait(16_000);

    tracker.show(2);

    expect(sent).toEqual([{ pages: [{ page: 1, durationMs: 16_000 }], leaving: false }]);
  });

  it('counts no time while the tab is hidden, and sends what it has when hidden and when left', () => {
    const { tracker, sent, wait } = setup();
    tracker.show(1);
    wait(2_000);
    tracker.setVisible(false);
    wait(60_000);
    tracker.setVisible(true);
    wait(3_000);

    tracker.leave();

    expect(sent).toEqual([
      { pages: [{ page: 1, durationMs: 2_000 }], leaving: true },
      { pages: [{ page: 1, durationMs: 3_000 }], leaving: true },
    ]);
  });

  it('adds up a page read again right after itself and sends nothing for no time', () => {
    const { tracker, sent, wait } = setup();
    tracker.show(4);
    tracker.show(5);
    wait(500);
    tracker.show(5);
    wait(500);

    tracker.leave();
    tracker.leave();

    expect(sent).toEqual([{ pages: [{ page: 5, durationMs: 1_000 }], leaving: true }]);
  });
});
