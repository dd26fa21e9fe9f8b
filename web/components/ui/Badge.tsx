import type { ReactNode } from 'react';

/**
 * A short label in a pill: a product's or a deal's badge, "Free", "×2". `className` gives its size, place and
 * colours (each pair at 4.5:1 or better).
 */
export function Badge({ className, children }: { className: string; children: ReactNode }) {
  return <span className={`rounded-full font-bold ${className}`}>{children}</span>;
}
