import { Icon } from './Icon';

const STAR_COUNT = 5;

/** A part-filled star's width, to the tenth (classes, not a style attribute: the CSP admits no inline style). */
const TENTHS = ['w-0', 'w-[10%]', 'w-[20%]', 'w-[30%]', 'w-[40%]', 'w-[50%]', 'w-[60%]', 'w-[70%]', 'w-[80%]', 'w-[90%]', 'w-full'];

interface StarsProps {
  rating: number;
  /** What a screen reader hears instead of five pictures, e.g. 'Rated 4.8 out of 5'. */
  label: string;
  size?: string;
}

/**
 * Five stars filled up to the rating: 4.9 is four full stars and nine tenths of the fifth. A partial star is
 * the empty one with the filled one over it, cut at the fraction from the reading side (the right in Arabic).
 */
export function Stars({ rating, label, size = 'size-4' }: StarsProps) {
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {Array.from({ length: STAR_COUNT }, (_, i) => {
        const fill = Math.round(Math.min(1, Math.max(0, rating - i)) * 10) / 10;
        if (fill === 1) return <Icon key={i} name="star" filled className={`${size} text-amber-400`} />;
        if (fill === 0) return <Icon key={i} name="star" className={`${size} text-slate-300`} />;
        return (
          <span key={i} className="relative inline-flex">
            <Icon name="star" className={`${size} text-slate-300`} />
            <span className={`absolute inset-y-0 start-0 overflow-hidden ${TENTHS[Math.round(fill * 10)]}`}>
              <Icon name="star" filled className={`${size} max-w-none text-amber-400`} />
            </span>
          </span>
        );
      })}
    </span>
  );
}
