import { DOOR, normalizeTicketCode, type CheckInCount, type CheckInSyncResult, type DoorGuest, type DoorList, type QueuedCheckIn } from '@club/shared';

/** A guest as this device knows them: the server's word, and whether a check-in made here still waits to sync. */
export interface BookGuest extends DoorGuest {
  /** Checked in on this device, not yet judged by the server. */
  waiting?: boolean;
}

/** What a sync said that the door should see: a guest another scan admitted first, or a refusal. */
export interface DoorNotice {
  clientId: string;
  name: string;
  kind: 'already' | 'refused';
  checkedInAt?: string;
  byAnotherDevice?: boolean;
  message?: string;
}

/** The door list as the device keeps it (sealed at rest): the event, its guests, the queue of check-ins to sync. */
export interface DoorBook {
  event: DoorList['event'];
  opensAt: string;
  closesAt: string;
  savedAt: string;
  /** The server's count when the list was saved or last synced. */
  count: CheckInCount;
  guests: BookGuest[];
  queue: QueuedCheckIn[];
  notices: DoorNotice[];
}

/** A book from the door list's pages; a queue already on the device is kept, and its guests stay checked in here. */
export function bookFrom(pages: DoorList[], previous?: DoorBook): DoorBook {
  const [first] = pages;
  if (!first) throw new Error('A door list has at least one page');
  const queue = previous?.queue ?? [];
  const queued = new Set(queue.map((item) => item.rsvpId));
  const guests = pages
    .flatMap((page) => page.guests)
    .map((guest) => (queued.has(guest.rsvpId) && guest.status === 'confirmed' ? { ...guest, waiting: true } : guest));
  return {
    event: first.event,
    opensAt: first.opensAt,
    closesAt: first.closesAt,
    savedAt: first.savedAt,
    count: pages[pages.length - 1]!.count,
    guests,
    queue,
    notices: previous?.notices ?? [],
  };
}

/** The guest a typed or scanned code belongs to (spaces, dashes and case of a short code do not matter). */
export function guestByCode(book: DoorBook, raw: string): BookGuest | undefined {
  const code = normalizeTicketCode(raw);
  return book.guests.find((guest) => guest.code === code);
}

/** What a scan at the door answered at once, from the saved list. */
export type ScanAnswer =
  | { kind: 'queued'; guest: BookGuest }
  | { kind: 'already'; guest: BookGuest; byThisDevice: boolean }
  | { kind: 'unknown' }
  | { kind: 'closed'; opensAt: string; closesAt: string };

export interface ScanContext {
  now: number;
  deviceId: string;
  clientId: string;
}

/**
 * Checks a guest in on this device: marked at once and queued for the server
 * (which judges it again on sync). A guest the list already shows checked in
 * is said so, and a scan outside the window is refused as the server would.
 */
export function checkInLocally(book: DoorBook, guest: BookGuest | undefined, context: ScanContext): { book: DoorBook; answer: ScanAnswer } {
  if (!guest) return { book, answer: { kind: 'unknown' } };
  if (guest.status === 'checked_in' || guest.waiting)
    return { book, answer: { kind: 'already', guest, byThisDevice: guest.waiting === true || guest.checkedInDeviceId === context.deviceId } };
  if (context.now < Date.parse(book.opensAt) || context.now > Date.parse(book.closesAt))
    return { book, answer: { kind: 'closed', opensAt: book.opensAt, closesAt: book.closesAt } };
  const scannedAt = new Date(context.now).toISOString();
  const marked: BookGuest = { ...guest, waiting: true, checkedInAt: scannedAt, checkedInDeviceId: context.deviceId };
  const item: QueuedCheckIn = { clientId: context.clientId, rsvpId: guest.rsvpId, scannedAt, deviceId: context.deviceId };
  return {
    book: { ...book, guests: book.guests.map((each) => (each.rsvpId === guest.rsvpId ? marked : each)), queue: [...book.queue, item] },
    answer: { kind: 'queued', guest: marked },
  };
}

/** The next batch to send: the oldest queued check-ins, at most the server's batch size. */
export const nextBatch = (book: DoorBook): QueuedCheckIn[] => book.queue.slice(0, DOOR.syncBatch);

/**
 * The server's judgement applied: judged items leave the queue (items queued
 * meanwhile stay); an admitted guest takes the server's time; a guest another
 * scan admitted first shows that scan and a notice; a refused one is no longer
 * checked in here, with the reason as a notice.
 */
export function applySync(book: DoorBook, result: CheckInSyncResult): DoorBook {
  const judged = new Map(result.outcomes.map((outcome) => [outcome.clientId, outcome]));
  const byRsvp = new Map(book.queue.filter((item) => judged.has(item.clientId)).map((item) => [item.rsvpId, judged.get(item.clientId)!]));
  const notices: DoorNotice[] = [];
  const guests = book.guests.map((guest): BookGuest => {
    const outcome = byRsvp.get(guest.rsvpId);
    if (!outcome) return guest;
    const { waiting: _, ...rest } = guest;
    if (outcome.result === 'refused') {
      notices.push({ clientId: outcome.clientId, name: guest.name, kind: 'refused', ...(outcome.message ? { message: outcome.message } : {}) });
      const { checkedInAt: _at, checkedInDeviceId: _device, ...unmarked } = rest;
      return unmarked;
    }
    if (outcome.result === 'alreadyCheckedIn') {
      notices.push({
        clientId: outcome.clientId,
        name: guest.name,
        kind: 'already',
        ...(outcome.checkedInAt ? { checkedInAt: outcome.checkedInAt } : {}),
        byAnotherDevice: outcome.byAnotherDevice === true,
      });
    }
    const { checkedInDeviceId, ...admitted } = rest;
    const ours = outcome.result === 'checkedIn' || outcome.byAnotherDevice !== true;
    return {
      ...admitted,
      status: 'checked_in',
      ...(ours && checkedInDeviceId ? { checkedInDeviceId } : {}),
      ...(outcome.checkedInAt ? { checkedInAt: outcome.checkedInAt } : {}),
    };
  });
  return {
    ...book,
    guests,
    queue: book.queue.filter((item) => !judged.has(item.clientId)),
    count: result.count,
    notices: [...notices, ...book.notices].slice(0, 20),
  };
}

/** "Checked in n of m" from this device's list: the server's check-ins it knows and its own waiting ones. */
export function localCount(book: DoorBook): CheckInCount {
  return { checkedIn: book.guests.filter((guest) => guest.status === 'checked_in' || guest.waiting).length, expected: book.guests.length };
}

/** Whether the book has outlived its event: kept until DOOR.keepHoursAfterEnd after the end, then wiped when opened. */
export const isExpired = (book: DoorBook, now: number): boolean => now > Date.parse(book.event.endTime) + DOOR.keepHoursAfterEnd * 3_600_000;
