import { ALL_SECTIONS_ATTRIBUTE } from '../../core/sections';
import { whenIdle } from './idle';

/** Marks a section laid out ahead of the screen (web/styles.css). */
const LAID_OUT = 'data-laid-out';
/** Marks a section whose real size the browser remembers, so it skips its rendering off screen again. */
const SIZED = 'data-sized';

const afterNextFrame = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(() => whenIdle(then)));

/**
 * Once the app runs the page, the sections the first paint skipped (web/styles.css) are laid out one per
 * idle moment, so no step is a long task: from then on the scrollbar and the page's height are true, and
 * every control has its real size and place for whatever reads them (assistive technology, audits of
 * touch targets). Then every later page is laid out whole.
 *
 * Once each has been laid out, the browser remembers its size (`contain-intrinsic-size: auto`), and the
 * sections off screen skip their rendering again: a change that restyles the whole document (a modal
 * dialog making the page inert, a language change) then restyles only what is on screen (issue 28).
 */
export function layOutSectionsWhenIdle(): void {
  const root = document.documentElement;
  const next = () => {
    const section = document.querySelector(`main > :not(:first-child):not([${LAID_OUT}])`);
    if (!section || root.hasAttribute(ALL_SECTIONS_ATTRIBUTE)) {
      root.setAttribute(ALL_SECTIONS_ATTRIBUTE, '');
      afterNextFrame(() => {
        for (const laidOut of document.querySelectorAll('main > :not(:first-child)')) laidOut.setAttribute(SIZED, '');
      });
      return;
    }
    section.setAttribute(LAID_OUT, '');
    whenIdle(next);
  };
  whenIdle(next);
}
