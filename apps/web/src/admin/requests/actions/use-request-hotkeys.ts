import { useEffect, useRef } from 'react';
import { isTyping } from '../../frame/use-hotkeys';

export type RequestHotkeys = {
  approve?: () => void;
  reject?: () => void;
  next?: () => void;
  previous?: () => void;
};

/** Keys of the request page, listed in the hotkey dialog: a approve, r reject, n / j next, p / k previous. */
export function keyAction(key: string): keyof RequestHotkeys | null {
  switch (key) {
    case 'a':
      return 'approve';
    case 'r':
      return 'reject';
    case 'n':
    case 'j':
      return 'next';
    case 'p':
    case 'k':
      return 'previous';
    default:
      return null;
  }
}

export function useRequestHotkeys(handlers: RequestHotkeys) {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      // An open dialog owns the keyboard; a shortcut must not start a second action behind it.
      if (document.querySelector('[role="dialog"]')) return;
      const name = keyAction(event.key);
      const run = name ? ref.current[name] : undefined;
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
