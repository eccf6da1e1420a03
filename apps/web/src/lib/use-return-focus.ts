import { useRef } from 'react';

/**
 * Focus goes back to what opened a dialog when it closes (Esc, Cancel, or done). Radix only does
 * this for its own Trigger; our dialogs open from state, so the opener is remembered here, read
 * while rendering the opening (before the dialog moves focus inside itself).
 */
export function useReturnFocus(isOpen: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (isOpen && !wasOpen.current && typeof document !== 'undefined') {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = isOpen;
  return (event: Event) => {
    const target = opener.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
