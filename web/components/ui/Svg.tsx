import type { ReactNode } from 'react';

interface SvgProps {
  className?: string;
  /** Fills the shape with the text colour (a filled star or heart). */
  filled?: boolean;
  /** Flips the drawing in right-to-left pages (arrows that point along the reading direction). */
  mirrored?: boolean;
  children: ReactNode;
}

/**
 * The frame of every icon: a 24-unit grid stroked in `currentColor`. Icons are decorative and hidden
 * from assistive technology, so the control that holds one carries the label.
 */
export function Svg({ className = 'size-5', filled = false, mirrored = false, children }: SvgProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`${className} shrink-0${mirrored ? ' rtl:-scale-x-100' : ''}`}
    >
      {children}
    </svg>
  );
}
