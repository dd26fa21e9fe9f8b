import { later } from '../ui/later';

/**
 * The Supplement Facts on a product page, whose code (the table and its rules) is not part of the page's initial
 * JavaScript (docs/performance.md: a product page has /products' budget). A prerendered page already shows the
 * facts' markup, and its <details> opens without script: the code comes with the shopper's first touch, click or key.
 */
export const DeferredFacts = later(() => import('../products/SupplementFacts').then((m) => m.SupplementFacts), 'act');
