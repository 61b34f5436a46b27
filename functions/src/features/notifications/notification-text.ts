/** A post, event or opportunity title as a notification quotes it: short enough to read at a glance in the bell's panel. */
export function quoted(title: string, max = 60): string {
  const text = title.trim();
  return `“${text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text}”`;
}
