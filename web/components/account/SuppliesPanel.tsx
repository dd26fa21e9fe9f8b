import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { SuppliesAnswer } from '../../../core/api/supplies';
import { useT } from '../../i18n';
import { call } from '../../lib/api';
import { onDemand } from '../ui/on-demand';
import { card } from '../ui/styles';

/** What only a member sees here: a non-member (most accounts) never downloads it (issue 37's initial-JS budget). */
const MemberSupplies = onDemand(() => import('./MemberSupplies').then((m) => m.MemberSupplies));

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; answer: SuppliesAnswer };

/**
 * A member's supplies (issue 38, perk 3): when each product bought runs out, products for the same goal with
 * their own label claims (daggers lead to the footer's notice), and the reminder switch. A non-member sees what
 * the perk is and where to join.
 */
export function SuppliesPanel({ member }: { member: boolean }) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    // Fetched beside the answer when the session already says member.
    if (member) void MemberSupplies.preload();
    let cancelled = false;
    call('GET /api/account/supplies').then(
      (answer) => !cancelled && setLoaded({ kind: 'loaded', answer }),
      () => !cancelled && setLoaded({ kind: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [member]);

  return (
    <section aria-labelledby="supplies-title" className={`${card} p-6`}>
      <h2 id="supplies-title" className="text-lg font-bold text-slate-900">
        {t('auth.account.supplies.title')}
      </h2>
      <div className="mt-4 space-y-6">
        {loaded.kind === 'loading' && <p className="text-slate-600">{t('auth.account.loading')}</p>}
        {loaded.kind === 'failed' && <p className="text-red-700">{t('auth.account.supplies.error')}</p>}
        {loaded.kind === 'loaded' && !loaded.answer.member && (
          <p className="text-slate-700">
            {t('auth.account.supplies.join')}{' '}
            <Link to="/" hash="plans" className="font-semibold text-brand-800 underline underline-offset-4">
              {t('auth.account.supplies.plans')}
            </Link>
          </p>
        )}
        {loaded.kind === 'loaded' && loaded.answer.member && <MemberSupplies answer={loaded.answer} />}
      </div>
    </section>
  );
}
