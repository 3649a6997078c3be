import { type KeyboardEvent, useRef } from 'react';
import './scrolling-tabs.css';

type Props = {
  tabs: { id: string; content: string }[];
  selected: number;
  onSelect: (index: number) => void;
  label: string;
};

/**
 * A tab row that scrolls sideways when it does not fit. Polaris Tabs put their "more views" button
 * inside the tablist once tabs overflow, which breaks the tablist's required children (axe
 * aria-required-children); here every child of the tablist is a tab. Arrow keys move between tabs.
 */
export function ScrollingTabs({ tabs, selected, onSelect, label }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const move = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (selected + step + tabs.length) % tabs.length;
    onSelect(next);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div className="rt-tabs" role="tablist" aria-label={label} ref={list} onKeyDown={move}>
      {tabs.map((tab, i) => (
        <button
          key={tab.id}
          id={tab.id}
          type="button"
          role="tab"
          className="rt-tabs__tab"
          aria-selected={i === selected}
          tabIndex={i === selected ? 0 : -1}
          onClick={() => onSelect(i)}
        >
          {tab.content}
        </button>
      ))}
    </div>
  );
}
