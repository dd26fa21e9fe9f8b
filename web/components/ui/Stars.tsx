import { Icon } from './Icon';

const STAR_COUNT = 5;

interface StarsProps {
  rating: number;
  /** What a screen reader hears instead of five pictures, e.g. 'Rated 4.8 out of 5'. */
  label: string;
  size?: string;
}

/** Five stars of which floor(rating) are filled (SPEC §2). */
export function Stars({ rating, label, size = 'size-4' }: StarsProps) {
  const filled = Math.floor(rating);
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {Array.from({ length: STAR_COUNT }, (_, i) => (
        <Icon key={i} name="star" filled={i < filled} className={`${size} ${i < filled ? 'text-amber-400' : 'text-slate-300'}`} />
      ))}
    </span>
  );
}
