import { Text } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef, useState } from 'react';

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The bell with its red dot; opens a small panel (closes on Escape or a click outside). */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="notifications" ref={rootRef}>
      <button
        type="button"
        className="icon-button"
        data-notifications-button
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <BellIcon />
        <span className="notifications__dot" aria-hidden="true" />
      </button>
      <div id={panelId} className="notifications__panel" role="region" aria-label="Notifications panel" hidden={!open}>
        <Text className="notifications__title">Notifications</Text>
        <Text>No new notifications</Text>
      </div>
    </div>
  );
}
