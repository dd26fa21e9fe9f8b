import { useAtomValue } from 'jotai';
import { formatFigure } from '../../../core/content';
import type { HomeFigure, HomeStat } from '../../../core/shop-catalogue';
import type { Language } from '../../../core/language';
import { type Translate, useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';

/** A headline figure as the language writes it: a number (`500K+`, `99,5 %`), or the catalogue's words for it. */
export function figureText(figure: HomeFigure, t: Translate, language: Language): string {
  return figure.kind === 'text' ? t(figure.textKey) : formatFigure(figure, language);
}

/**
 * The home page's figures from the published catalogue (core/content.ts `homeFacts`), each a `<dt>` label and its
 * `<dd>` figure, styled by the section that shows them.
 */
export function HomeFigures({ stats, item, label, figure }: { stats: readonly HomeStat[]; item: string; label: string; figure: string }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  return stats.map((stat) => (
    <div key={stat.id} className={item}>
      <dt className={label}>{t(stat.labelKey)}</dt>
      <dd className={figure}>{figureText(stat.figure, t, language)}</dd>
    </div>
  ));
}
