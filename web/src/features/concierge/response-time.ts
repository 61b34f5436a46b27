/** A measured response time as the Service Overview shows it: '45 minutes', '2 hours', '1.5 hours', '3 days'. */
export function responseTimeText(minutes: number): string {
  if (minutes < 90) {
    const shown = Math.max(1, Math.round(minutes));
    return `${shown} ${shown === 1 ? 'minute' : 'minutes'}`;
  }
  const hours = minutes / 60;
  if (hours < 48) {
    const shown = hours < 10 ? Math.round(hours * 2) / 2 : Math.round(hours);
    return `${shown} hours`;
  }
  return `${Math.round(hours / 24)} days`;
}
