import { homeFacts } from '../../../core/catalogue';
import { OUR_STORY } from '../../../core/content';
import { useT } from '../../i18n';
import { HomeFigures } from '../ui/HomeFigures';
import { Icon } from '../ui/Icon';
import { Section } from '../ui/Section';

/** About us: the founders' story and the impact figures (anchor 'about'). */
export function OurStory() {
  const t = useT();
  return (
    <Section id="about" labelledBy="about-title">
      <div className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t('store.story.eyebrow')}</p>
          <h2 id="about-title" className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t(OUR_STORY.titleKey)}
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-600">
            {OUR_STORY.paragraphKeys.map((key) => (
              <p key={key}>{t(key)}</p>
            ))}
          </div>
          <p className="mt-6 font-semibold text-brand-800 italic">{t(OUR_STORY.signatureKey)}</p>
        </div>
        <div className="rounded-[2.5rem] bg-gradient-to-br from-brand-700 to-brand-800 p-8 text-white shadow-xl sm:p-10">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-white/15">
            <Icon name="heart" className="size-6" />
          </span>
          <h3 className="mt-6 text-2xl font-bold">{t('store.story.impactTitle')}</h3>
          <dl className="mt-8 grid gap-6 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            <HomeFigures
              stats={homeFacts().impactStats}
              item="flex flex-col-reverse justify-end gap-1 border-s-2 border-white/30 ps-4"
              label="text-sm text-brand-50"
              figure="text-3xl font-extrabold sm:text-4xl"
            />
          </dl>
        </div>
      </div>
    </Section>
  );
}
