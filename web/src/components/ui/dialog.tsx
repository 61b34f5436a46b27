import { Button, Heading } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Wider body for long content (a post with its replies). */
  size?: 'medium' | 'large';
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: labelled by its title, Escape and the backdrop close it,
 * focus moves in on open, stays inside while open (Tab wraps) and returns to
 * the opener on close. Amplify UI has no modal, and the native <dialog> is
 * not fully supported by the test DOM, so this is a small one of our own.
 */
export function Dialog({ open, onClose, title, children, size = 'medium' }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      // Only the innermost open dialog answers keys (a dialog can open another).
      const active = document.activeElement;
      const owner = active instanceof Element ? active.closest('[role="dialog"]') : null;
      if (owner && owner !== panel.current) return;
      if (event.key === 'Escape') onCloseRef.current();
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (!items.length) return;
      const [head, tail] = [items[0]!, items.at(-1)!];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  // A portal keeps a dialog opened from inside another dialog's form out of that form;
  // stopping submit here keeps React from bubbling an inner form's submit to the outer one.
  return createPortal(
    <div className="dialog-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()} onSubmit={(event) => event.stopPropagation()}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={`dialog dialog--${size}`}>
        <div className="dialog__header">
          <Heading level={2} id={titleId} className="dialog__title">
            {title}
          </Heading>
          <Button variation="link" size="small" onClick={onClose} aria-label="Close">
            ✕
          </Button>
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
