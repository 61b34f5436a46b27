import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { routeKey } from '../../../lib/api-client';
import { downloadDoorList } from '../api/get-door-list';
import { checkInStatusQueryOptions } from '../api/get-check-in-status';
import { syncQueuedCheckIns } from '../api/sync-check-ins';
import { applySync, bookFrom, checkInLocally, guestByCode, nextBatch, type BookGuest, type DoorBook, type ScanAnswer } from './door-book';
import { doorDeviceId } from './device-id';
import { forgetBook, openBook, rememberDoorKey, saveBook } from './door-vault';
import { prepareScannerOffline } from '../components/camera-scanner';

/** How often a door with queued check-ins tries to sync while it believes it is online (besides the `online` event). */
export const DOOR_SYNC_INTERVAL_MS = 15_000;

export type DoorState = 'loading' | 'none' | 'locked' | 'open';

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/**
 * The door list of one event on this device: opened from its sealed copy,
 * downloaded (or again), check-ins made from it at once and queued, and the
 * queue synced when online (at once after a scan, on the `online` event, on
 * an interval, and on "Sync now"). Every change is sealed and saved, the
 * latest book last (saves run one after another).
 */
export function useDoor(eventId: string) {
  const queryClient = useQueryClient();
  const deviceId = useMemo(() => doorDeviceId(), []);
  const bookRef = useRef<DoorBook | undefined>(undefined);
  const saving = useRef<Promise<void>>(Promise.resolve());
  const syncing = useRef(false);
  const [state, setState] = useState<DoorState>('loading');
  const [book, setBook] = useState<DoorBook>();
  const [online, setOnline] = useState(isOnline);
  const [busy, setBusy] = useState<'download' | 'sync' | undefined>();
  const [problem, setProblem] = useState<string>();
  const [lastScan, setLastScan] = useState<ScanAnswer>();

  const commit = useCallback((next: DoorBook) => {
    bookRef.current = next;
    setBook(next);
    setState('open');
    saving.current = saving.current
      .then(() => (bookRef.current ? saveBook(bookRef.current) : undefined))
      .catch(() => setProblem('This device could not save the door list.'));
    return saving.current;
  }, []);

  const sync = useCallback(async () => {
    if (syncing.current || !bookRef.current?.queue.length || !isOnline()) return;
    syncing.current = true;
    setBusy('sync');
    try {
      while (bookRef.current?.queue.length) {
        const result = await syncQueuedCheckIns(eventId, nextBatch(bookRef.current));
        await commit(applySync(bookRef.current, result));
      }
      setProblem(undefined);
      void queryClient.invalidateQueries({ queryKey: checkInStatusQueryOptions(eventId).queryKey });
      void queryClient.invalidateQueries({ queryKey: routeKey('listEventAttendees', { params: { eventId } }) });
    } catch {
      setProblem('Could not reach the club: the check-ins stay on this device and sync when the connection is back.');
    } finally {
      syncing.current = false;
      setBusy(undefined);
    }
  }, [commit, eventId, queryClient]);

  const download = useCallback(async () => {
    setBusy('download');
    try {
      const pages = await downloadDoorList(eventId);
      rememberDoorKey(pages[0]!.doorKey);
      // A locked book (a new tab) opens with the key just received: its queue is kept.
      const saved = bookRef.current ?? (await openBook(eventId).then((opened) => (opened.state === 'open' ? opened.book : undefined)));
      await commit(bookFrom(pages, bookRef.current ?? saved));
      prepareScannerOffline();
      setProblem(undefined);
    } catch {
      setProblem('The door list could not be downloaded. Check the connection and try again.');
    } finally {
      setBusy(undefined);
    }
    void sync();
  }, [commit, eventId, sync]);

  const checkIn = useCallback(
    (guest: BookGuest | string) => {
      const current = bookRef.current;
      if (!current) return;
      const found = typeof guest === 'string' ? guestByCode(current, guest) : guest;
      const { book: next, answer } = checkInLocally(current, found, { now: Date.now(), deviceId, clientId: crypto.randomUUID() });
      setLastScan(answer);
      if (next !== current) void commit(next).then(sync);
    },
    [commit, deviceId, sync],
  );

  const forget = useCallback(async () => {
    bookRef.current = undefined;
    setBook(undefined);
    setState('none');
    await forgetBook(eventId);
  }, [eventId]);

  useEffect(() => {
    let live = true;
    void openBook(eventId)
      .then((opened) => {
        if (!live) return;
        if (opened.state === 'open') {
          bookRef.current = opened.book;
          setBook(opened.book);
        }
        setState(opened.state);
        if (opened.state === 'locked' && isOnline()) void download();
      })
      .catch(() => live && setState('none'));
    return () => {
      live = false;
    };
    // Opened once per event: `download` changes only with the event.
  }, [eventId, download]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void sync();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timer = window.setInterval(() => void sync(), DOOR_SYNC_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(timer);
    };
  }, [sync]);

  return { state, book, online, busy, problem, lastScan, deviceId, download, checkIn, sync, forget };
}

export type Door = ReturnType<typeof useDoor>;
