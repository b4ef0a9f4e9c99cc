import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type SyntheticEvent } from 'react';

/**
 * A <details> disclosure (it opens and closes without the page's script) that the script keeps in step and
 * completes: Escape closes it and gives the focus back to its summary; a dropdown (`closesOnBlur`) closes when the
 * focus leaves it, a menu's group stays open.
 */
export function useDetailsDisclosure(closesOnBlur = true) {
  const [open, setOpen] = useState(false);
  const summary = useRef<HTMLElement>(null);
  const element = useRef<HTMLDetailsElement>(null);
  // Opened by the browser before the script was live (the tap that started it, its toggle event gone): taken in.
  useEffect(() => {
    if (element.current?.open) setOpen(true);
  }, []);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) summary.current?.focus();
  };
  const details = {
    ref: element,
    open,
    onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open),
    onKeyDown: (event: KeyboardEvent<HTMLDetailsElement>) => {
      if (event.key === 'Escape' && open) close(true);
    },
    onBlur: (event: FocusEvent<HTMLDetailsElement>) => {
      if (closesOnBlur && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
    },
  };
  return { open, setOpen, close, summary, details };
}

/** A summary drawn as a button: no disclosure triangle. */
export const SUMMARY_STYLE = { listStyle: 'none' } as const;
