/** Line icons on a 24-unit grid in the style of the Lucide set (core/content.ts names its icons after it). */
export type IconName =
  | 'arrow-end'
  | 'arrow-start'
  | 'award'
  | 'building'
  | 'cart'
  | 'check'
  | 'clock'
  | 'close'
  | 'copy'
  | 'download'
  | 'facebook'
  | 'flag'
  | 'flask'
  | 'gift'
  | 'globe'
  | 'headphones'
  | 'heart'
  | 'help'
  | 'instagram'
  | 'leaf'
  | 'lock'
  | 'mail'
  | 'map-pin'
  | 'menu'
  | 'minus'
  | 'phone'
  | 'plus'
  | 'qr-code'
  | 'quote'
  | 'rotate-ccw'
  | 'search'
  | 'share'
  | 'shield-check'
  | 'sparkles'
  | 'star'
  | 'trash'
  | 'truck'
  | 'twitter'
  | 'user'
  | 'youtube'
  | 'zap'
  | 'zoom-in';

/** Arrows point along the reading direction, so they flip in Arabic. */
const MIRRORED: ReadonlySet<IconName> = new Set(['arrow-start', 'arrow-end']);

interface IconProps {
  /** The id of its <symbol> in icons.svg, which the build puts into every document (vite.config.ts). */
  name: IconName;
  className?: string;
  /** Fills the shape with the text colour (a filled star or heart). */
  filled?: boolean;
}

/**
 * An icon stroked in `currentColor`. Icons are decorative and hidden from assistive technology, so the
 * control that holds one carries the label.
 */
export function Icon({ name, className = 'size-5', filled = false }: IconProps) {
  // Stroke and fill come from the `icon` classes (web/styles.css), not from attributes repeated on each of
  // the two hundred icons of a prerendered page; the symbol's own viewBox scales it to the box.
  return (
    <svg
      aria-hidden="true"
      className={`icon${filled ? ' icon-filled' : ''} ${className} shrink-0${MIRRORED.has(name) ? ' rtl:-scale-x-100' : ''}`}
    >
      <use href={`#${name}`} />
    </svg>
  );
}
