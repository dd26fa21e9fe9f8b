/** Set on <html> to lay out every section of a page, not only those near the screen (web/styles.css). */
export const ALL_SECTIONS_ATTRIBUTE = 'data-all-sections';

/**
 * Set on a part of a page whose code has not run yet (web/components/ui/later.tsx): the boot script holds taps on
 * its controls until it has (core/boot-script.ts).
 */
export const LATER_ATTRIBUTE = 'data-later';
