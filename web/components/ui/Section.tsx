import type { ReactNode } from 'react';
import type { SectionId } from './SectionLink';

interface SectionProps {
  id: SectionId;
  /** The id of the section's heading, which names the region. */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * A home-page section reachable by anchor. tabIndex -1 lets SectionLink move keyboard focus here after
 * scrolling, so the next Tab continues from the section rather than from the header.
 */
export function Section({ id, labelledBy, className = '', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} tabIndex={-1} className={`py-20 sm:py-24 ${className}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}
