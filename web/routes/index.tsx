import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Hero } from '../components/home/Hero';
import { NewsletterSection } from '../components/newsletter/NewsletterSection';
import { later } from '../components/ui/later';
import { whenIdle } from '../lib/idle';
import { useReadyMark } from '../lib/ready';
import { useReorderLink } from '../state/reorder';
import { authAtom } from '../state/auth';
import { shopRatingsAtom } from '../state/reviews';
import { wishlistAtom } from '../state/wishlist';

export const Route = createFileRoute('/')({
  component: Home,
  // A supply reminder's link puts the same items in the cart (web/state/reorder.ts).
  validateSearch: (search: Record<string, unknown>): { reorder?: string } =>
    typeof search.reorder === 'string' ? { reorder: search.reorder } : {},
});

// Below the first screen: each section's code comes as it nears the screen (web/components/ui/later.tsx). The
// newsletter's is in the page's own code: a field typed into before its code ran would lose what was typed.
const Benefits = later(() => import('../components/home/Benefits').then((m) => m.Benefits));
const Plans = later(() => import('../components/home/Plans').then((m) => m.Plans));
// The grid's and the deals' details dialogs are fetched once their section runs and the browser is idle, ahead of
// the tap that opens them (issue 37).
const Deals = later(() => import('../components/home/Deals').then((m) => (whenIdle(m.warmDealsDialogs), m.Deals)), 'near', useMember);
const HomeProducts = later(
  () => import('../components/home/HomeProducts').then((m) => (whenIdle(m.warmHomeProductsDialogs), m.HomeProducts)),
  'near',
  useMemberOrSaved,
);
const OurStory = later(() => import('../components/home/OurStory').then((m) => m.OurStory));
const Testimonials = later(() => import('../components/home/Testimonials').then((m) => m.Testimonials));
const Contact = later(() => import('../components/home/Contact').then((m) => m.Contact));

/** A member: the worker's render, the same for everyone, shows the way to join beside each member price. */
function useMember(): boolean {
  const auth = useAtomValue(authAtom);
  return auth.status === 'signedIn' && auth.user.member;
}

/** A member, or a shopper with saved products: the render's hearts are empty. */
function useMemberOrSaved(): boolean {
  const saved = useAtomValue(wishlistAtom).length > 0;
  return useMember() || saved;
}

function Home() {
  useReadyMark('page');
  useReorderLink(Route.useSearch().reorder);
  // With no featured review there is no section, not even an empty place for one.
  const featured = useAtomValue(shopRatingsAtom).featured.length > 0;
  return (
    <>
      <Hero />
      <Benefits />
      <Plans />
      <Deals />
      <HomeProducts />
      <OurStory />
      {featured && <Testimonials />}
      {/* The anchor for 'Newsletter' links; the section itself belongs to the newsletter feature. */}
      <div id="newsletter" tabIndex={-1}>
        <NewsletterSection />
      </div>
      <Contact />
    </>
  );
}
