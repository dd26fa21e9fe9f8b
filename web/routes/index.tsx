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

export const Route = createFileRoute('/')({ component: Home });

function Home() {
  useReadyMark('page');
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
