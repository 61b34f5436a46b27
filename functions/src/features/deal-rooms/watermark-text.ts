import { indiaDay } from './access.js';

/**
 * The viewer's watermark: the room's template with `{name}`, `{email}` and
 * `{date}` (today in India) filled. The browser draws it over every page it
 * shows; a download carries it stamped into the PDF.
 */
export function watermarkText(template: string, viewer: { name: string; email: string }, now: Date): string {
  return template.replaceAll('{name}', viewer.name).replaceAll('{email}', viewer.email).replaceAll('{date}', indiaDay(now));
}
