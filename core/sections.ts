/** Set on <html> to lay out every section of a page, not only those near the screen (web/styles.css). */
export const ALL_SECTIONS_ATTRIBUTE = 'data-all-sections';
