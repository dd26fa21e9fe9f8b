import { type KeyboardEvent, type ReactNode, useId } from 'react';

interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { id: T; label: ReactNode }[];
  selected: T;
  onSelect(id: T): void;
  listClassName: string;
  tabClassName: string;
  panelClassName: string;
  /** The selected tab's panel; the others are not rendered. */
  children: ReactNode;
}

/** Keys that move along the list, as steps in reading order (the arrows turn round right to left). */
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * Tabs as the ARIA tabs pattern has them: one tab stop (the selected tab: a roving tabindex), the arrows move to
 * the next or previous tab and select it, following the reading direction, Home and End go to the first and last,
 * and Tab goes on to the panel.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  listClassName,
  tabClassName,
  panelClassName,
  children,
}: TabsProps<T>) {
  const base = useId();
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = tabs.findIndex((tab) => tab.id === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    let next: number;
    if (event.key in STEPS) next = (at + STEPS[event.key]! * (rtl ? -1 : 1) + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.id))}`)?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={listClassName}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={tabClassName}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0} className={panelClassName}>
        {children}
      </div>
    </>
  );
}
