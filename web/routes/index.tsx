import { createFileRoute } from '@tanstack/react-router';
import { Benefits } from '../components/home/Benefits';
import { Contact } from '../components/home/Contact';
import { Deals } from '../components/home/Deals';
import { Hero } from '../components/home/Hero';
import { HomeProducts } from '../components/home/HomeProducts';
import { OurStory } from '../components/home/OurStory';
import { Plans } from '../components/home/Plans';
import { Testimonials } from '../components/home/Testimonials';
import { NewsletterSection } from '../components/newsletter/NewsletterSection';
import { useReadyMark } from '../lib/ready';
import { useReorderLink } from '../state/reorder';

export const Route = createFileRoute('/')({
  component: Home,
  // A supply reminder's link puts the same items in the cart (web/state/reorder.ts).
  validateSearch: (search: Record<string, unknown>): { reorder?: string } =>
    typeof search.reorder === 'string' ? { reorder: search.reorder } : {},
});

function Home() {
  useReadyMark('page');
  useReorderLink(Route.useSearch().reorder);
  return (
    <>
      <Hero />
      <Benefits />
      <Plans />
      <Deals />
      <HomeProducts />
      <OurStory />
      <Testimonials />
      {/* The anchor for 'Newsletter' links; the section itself belongs to the newsletter feature. */}
      <div id="newsletter" tabIndex={-1}>
        <NewsletterSection />
      </div>
      <Contact />
    </>
  );
}
