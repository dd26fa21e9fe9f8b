import { ALL_SECTIONS_ATTRIBUTE } from '../../core/sections';

/** Marks a section laid out ahead of the screen (web/styles.css). */
const LAID_OUT = 'data-laid-out';

const whenIdle = (then: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(then, { timeout: 1000 }) : setTimeout(then, 50);

/**
 * Once the app runs the page, the sections the first paint skipped (web/styles.css) are laid out one per
 * idle moment, so no step is a long task: from then on the scrollbar and the page's height are true, and
 * every control has its real size and place for whatever reads them (assistive technology, audits of
 * touch targets). Then every later page is laid out whole.
 */
export function layOutSectionsWhenIdle(): void {
  const root = document.documentElement;
  const next = () => {
    const section = document.querySelector(`main > :not(:first-child):not([${LAID_OUT}])`);
    if (!section || root.hasAttribute(ALL_SECTIONS_ATTRIBUTE)) {
      root.setAttribute(ALL_SECTIONS_ATTRIBUTE, '');
      return;
    }
    section.setAttribute(LAID_OUT, '');
    whenIdle(next);
  };
  whenIdle(next);
}
