const SLOT = 'club-door-device-id';

/** This door device's stable random id (kept in localStorage: it names the device, it is no secret), sent with every check-in. */
export function doorDeviceId(store: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string {
  const kept = store.getItem(SLOT);
  if (kept) return kept;
  const made = `door-${crypto.randomUUID()}`;
  store.setItem(SLOT, made);
  return made;
}
