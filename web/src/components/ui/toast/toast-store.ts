/** One toast on screen at a time; a new one replaces the old. */
export const TOAST_LIMIT = 1;
/** How long a toast stays before it dismisses itself. */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Overrides {@link TOAST_DURATION_MS}; `Infinity` keeps it until dismissed. */
  durationMs?: number;
  /**
   * The action this toast reports the outcome of (a route id, `export-contacts`):
   * a later outcome of the same action replaces it, and a new attempt of the
   * action clears it ({@link dismissActionToasts}).
   */
  action?: string;
}

export interface Toast extends ToastInput {
  id: string;
  variant: ToastVariant;
}

// A tiny store outside React so non-component code (query error handlers) can raise toasts.
let toasts: Toast[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast and returns its id. */
export function toast(input: ToastInput): string {
  const id = String(++nextId);
  const item: Toast = { ...input, id, variant: input.variant ?? 'default' };
  const others = input.action ? toasts.filter((t) => t.action !== input.action) : toasts;
  const kept = [item, ...others].slice(0, TOAST_LIMIT);
  for (const old of toasts) if (!kept.includes(old)) clearTimer(old.id);
  emit(kept);
  const duration = input.durationMs ?? TOAST_DURATION_MS;
  if (Number.isFinite(duration))
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  return id;
}

/** Removes one toast, or all when no id is given. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) clearTimer(t.id);
  emit(id === undefined ? [] : toasts.filter((t) => t.id !== id));
}

/** Removes the toasts of one action (its new attempt starts: an earlier outcome no longer holds). */
export function dismissActionToasts(action: string): void {
  const gone = toasts.filter((t) => t.action === action);
  if (!gone.length) return;
  for (const t of gone) clearTimer(t.id);
  emit(toasts.filter((t) => t.action !== action));
}

function clearTimer(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

/** Subscribes to changes (for useSyncExternalStore). */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = (): Toast[] => toasts;

/** Clears every toast and timer (tests). */
export function resetToasts(): void {
  dismissToast();
}
