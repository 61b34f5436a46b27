import type { Page } from 'playwright-core';

/**
 * The elements under `selector` whose visible text runs over more than one line
 * box: for a button, a label broken ("View Detai ls"). Text inside
 * `.visually-hidden` is left out (it is clipped, not laid out for reading).
 */
export function labelsOnTwoLines(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const lines = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        // Rounded to 4 px: runs of one line may sit a pixel apart.
        for (const rect of range.getClientRects()) lines.add(Math.round(rect.top / 4));
      }
      if (lines.size > 1) broken.push(element.textContent ?? '');
    }
    return broken;
  }, selector);
}
