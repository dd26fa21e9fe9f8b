import { passwordStrength } from '../../../core/validation';
import { useT } from '../../i18n';

const LEVELS = ['weak', 'weak', 'fair', 'good', 'strong', 'strong'] as const;

/** Five segments for the 0–5 score (classes of characters present, plus one for 12 or more), and its word. */
export function PasswordStrength({ id, password }: { id: string; password: string }) {
  const t = useT();
  const score = passwordStrength(password);
  const colour = score <= 2 ? 'bg-red-500' : score === 3 ? 'bg-amber-500' : 'bg-brand-600';
  return (
    <div id={id} className="space-y-1">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((step) => (
          <span key={step} className={`h-1.5 flex-1 rounded-full ${step <= score ? colour : 'bg-slate-200'}`} />
        ))}
      </div>
      <p className="text-xs text-slate-600">{t('auth.strength.label', { level: t(`auth.strength.levels.${LEVELS[score]}`) })}</p>
    </div>
  );
}
