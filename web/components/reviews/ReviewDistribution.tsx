import { useAtomValue } from 'jotai';
import type { ReviewPage } from '../../../core/reviews';
import { numberFormat } from '../../../core/number-format';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';

/** A bar's length to the tenth (classes, not a style attribute: the CSP admits no inline style). */
const TENTHS = ['w-0', 'w-[10%]', 'w-[20%]', 'w-[30%]', 'w-[40%]', 'w-[50%]', 'w-[60%]', 'w-[70%]', 'w-[80%]', 'w-[90%]', 'w-full'];

/** How many published reviews gave each star value, 5 to 1, as a table (the bars are drawn for the eye only). */
export function ReviewDistribution({ distribution }: { distribution: ReviewPage['distribution'] }) {
  const t = useT();
  const format = numberFormat(useAtomValue(languageAtom));
  const total = distribution.reduce((sum, count) => sum + count, 0);
  return (
    <table className="w-full max-w-sm text-sm">
      <caption className="sr-only">{t('store.reviews.distribution')}</caption>
      <tbody>
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = distribution[stars - 1]!;
          const tenths = total === 0 ? 0 : Math.round((count / total) * 10);
          return (
            <tr key={stars}>
              <th scope="row" className="py-1 pe-3 text-start font-medium whitespace-nowrap text-slate-700">
                {t('store.reviews.stars', { count: stars })}
              </th>
              <td aria-hidden="true" className="w-full py-1">
                <span className="block h-2 overflow-hidden rounded-full bg-slate-200">
                  <span className={`block h-full rounded-full bg-amber-400 ${TENTHS[tenths]}`} />
                </span>
              </td>
              <td className="py-1 ps-3 text-end text-slate-700 tabular-nums">{format.format(count)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
