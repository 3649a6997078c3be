import { type CSSProperties, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type AppStore, appStore, type ToastAction } from '../lib/store';
import {
  hoverDelay,
  pauseTimer,
  resumeTimer,
  stackOffset,
  startTimer,
  timeLeft,
  toastDuration,
} from '../lib/toast-timing';
import './toast-stack.css';

type Item = { id: number; message: string; error: boolean; action?: ToastAction; duration: number };

type ItemProps = { item: Item; index: number; paused: boolean; onDismiss: (id: number) => void };

function ToastItem({ item, index, paused, onDismiss }: ItemProps) {
  const timer = useRef(startTimer(item.duration, Date.now()));

  useEffect(() => {
    if (paused) {
      timer.current = pauseTimer(timer.current, Date.now());
      return;
    }
    timer.current = resumeTimer(timer.current, Date.now());
    const handle = setTimeout(() => onDismiss(item.id), timeLeft(timer.current, Date.now()));
    return () => clearTimeout(handle);
  }, [paused, item.id, onDismiss]);

  const style = {
    '--rt-toast-offset': `${stackOffset(index)}px`,
    '--rt-toast-index': index,
    '--rt-toast-delay': `${hoverDelay(index)}ms`,
  } as CSSProperties;

  return (
    <div
      className={item.error ? 'rt-toast rt-toast--error' : 'rt-toast'}
      role={item.error ? 'alert' : 'status'}
      style={style}
    >
      <span className="rt-toast__message">{item.message}</span>
      {item.action && (
        <button
          type="button"
          className="rt-toast__action"
          onClick={() => {
            item.action?.onAction();
            onDismiss(item.id);
          }}
        >
          {item.action.content}
        </button>
      )}
      <button
        type="button"
        className="rt-toast__close"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(item.id)}
      >
        ×
      </button>
    </div>
  );
}

/** Renders every toast the store has shown, newest in front; hovering pauses all timers. */
export function ToastStack({ store = appStore }: { store?: AppStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const { showToast, toastMsg, toastError, toastOptions } = state;
  const [items, setItems] = useState<Item[]>([]);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (!showToast || !toastMsg) return;
    const { action, duration, seq } = toastOptions;
    setItems((prev) =>
      prev.some((i) => i.id === seq)
        ? prev
        : [
            ...prev,
            {
              id: seq,
              message: toastMsg,
              error: toastError,
              action,
              duration: toastDuration({ hasAction: Boolean(action), duration }),
            },
          ],
    );
  }, [showToast, toastMsg, toastError, toastOptions]);

  const dismiss = useCallback(
    (id: number) => {
      setItems((prev) => prev.filter((i) => i.id !== id));
      // The store holds only the newest toast; clear it when that one goes.
      if (store.getState().toastOptions.seq === id) store.dispatch({ type: 'dismissToast' });
    },
    [store],
  );

  if (items.length === 0) return null;
  return (
    <section
      className={hovered ? 'rt-toasts rt-toasts--expanded' : 'rt-toasts'}
      aria-label="Notifications"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {items.map((item, i) => (
        <ToastItem
          key={item.id}
          item={item}
          index={items.length - 1 - i}
          paused={hovered}
          onDismiss={dismiss}
        />
      ))}
    </section>
  );
}
