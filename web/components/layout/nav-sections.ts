import type { SectionId } from '../ui/SectionLink';

/** The header's section links, in order: home, products, benefits, about, contact. */
export const NAV_SECTIONS: readonly { section: SectionId | 'top'; key: 'home' | 'products' | 'benefits' | 'about' | 'contact' }[] = [
  { section: 'top', key: 'home' },
  { section: 'products', key: 'products' },
  { section: 'benefits', key: 'benefits' },
  { section: 'about', key: 'about' },
  { section: 'contact', key: 'contact' },
];
