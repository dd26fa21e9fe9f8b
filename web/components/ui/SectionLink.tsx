import { Link, useLocation } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { ALL_SECTIONS_ATTRIBUTE } from '../../../core/sections';

/** The home page's anchors, in page order. */
export type SectionId = 'benefits' | 'plans' | 'deals' | 'products' | 'about' | 'testimonials' | 'newsletter' | 'contact';

interface SectionLinkProps {
  /** 'top' scrolls to the top of the home page. */
  section: SectionId | 'top';
  className?: string;
  /** Called on click, e.g. to close the mobile menu. */
  onNavigate?(): void;
  children: ReactNode;
}

/**
 * A link to a home-page section that works from any page: elsewhere it navigates to `/#section` (the
 * router scrolls there once home renders); on home it scrolls smoothly (html has scroll-behavior:
 * smooth unless the shopper prefers reduced motion) and moves keyboard focus to the section.
 */
export function SectionLink({ section, className, onNavigate, children }: SectionLinkProps) {
  const { pathname } = useLocation();
  const onClick = (event: MouseEvent) => {
    onNavigate?.();
    // Sections are laid out as they near the screen (web/styles.css): aim at where this one really is.
    document.documentElement.setAttribute(ALL_SECTIONS_ATTRIBUTE, '');
    if (pathname !== '/') return;
    event.preventDefault();
    if (section === 'top') {
      window.scrollTo({ top: 0 });
      return;
    }
    const target = document.getElementById(section);
    target?.scrollIntoView();
    target?.focus({ preventScroll: true });
  };
  return (
    <Link to="/" hash={section === 'top' ? undefined : section} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}
