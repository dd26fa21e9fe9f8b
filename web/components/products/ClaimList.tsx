import type { MessageKey } from '../../i18n';
import { ClaimText } from '../claims/Claim';
import { Icon } from '../ui/Icon';

/** A ticked list of benefits or a deal's features, each claim with its dagger (../claims/Claim.tsx). */
export function ClaimList({ keys, className, iconSize = 'size-5' }: { keys: readonly MessageKey[]; className: string; iconSize?: string }) {
  return (
    <ul className={className}>
      {keys.map((key) => (
        <li key={key} className="flex items-start gap-2 text-slate-700">
          <Icon name="check" className={`mt-0.5 shrink-0 text-brand-700 ${iconSize}`} />
          <ClaimText textKey={key} />
        </li>
      ))}
    </ul>
  );
}
