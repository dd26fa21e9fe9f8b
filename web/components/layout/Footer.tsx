import { later } from '../ui/later';

const Body = later(() => import('./FooterBody').then((m) => m.FooterBody), 'act');

/**
 * The footer of every page. Its links work without script, and only its customer-service buttons need code: that
 * comes with the shopper's first touch, click or key (web/components/ui/later.tsx), so a short page, whose footer is on
 * its first screen, does not download it first.
 */
export function Footer() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <Body />
    </footer>
  );
}
