import { useEffect } from 'react';

export type Hotkey = { keys: string; description: string };

/** What the hotkey dialog lists; each entry is handled below. */
export const hotkeys: Hotkey[] = [
  { keys: '?', description: 'Show or hide this list' },
  { keys: 'g then d', description: 'Go to the dashboard' },
  { keys: 'g then s', description: 'Go to general settings' },
  { keys: 'Esc', description: 'Close a dialog' },
  { keys: 'a', description: 'Approve the request (request page)' },
  { keys: 'r', description: 'Reject the request (request page)' },
  { keys: 'n or j', description: 'Next request in the list (request page)' },
  { keys: 'p or k', description: 'Previous request in the list (request page)' },
];

const SEQUENCE_WINDOW_MS = 1000;

export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function useHotkeys(handlers: { toggleDialog: () => void; navigate: (path: string) => void }) {
  const { toggleDialog, navigate } = handlers;
  useEffect(() => {
    let lastG = 0;
    const onKey = (event: KeyboardEvent) => {
      // Shortcuts must never steal characters a merchant is typing into a field.
      if (isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === '?') {
        event.preventDefault();
        toggleDialog();
      } else if (event.key === 'g') {
        lastG = Date.now();
      } else if (Date.now() - lastG < SEQUENCE_WINDOW_MS && (event.key === 'd' || event.key === 's')) {
        lastG = 0;
        navigate(event.key === 'd' ? '/admin/dashboard' : '/admin/settings/general');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggleDialog, navigate]);
}
