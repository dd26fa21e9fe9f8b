import { useAtomValue } from 'jotai';
import { TESTIMONIALS } from '../../../core/content';
import { useT } from '../../i18n';
import { ClaimText } from '../claims/Claim';
import { languageAtom } from '../../i18n/language';
import { Icon } from '../ui/Icon';
import { Section } from '../ui/Section';
import { SectionHeading } from '../ui/SectionHeading';
import { Stars } from '../ui/Stars';
import { formatNumber } from '../ui/format';
import { card } from '../ui/styles';

/** Three customer quotes. */
export function Testimonials() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  return (
    <Section id="testimonials" labelledBy="testimonials-title" className="bg-slate-50">
      <SectionHeading
        id="testimonials-title"
        eyebrow={t('store.testimonials.eyebrow')}
        title={t('store.testimonials.title')}
        subtitle={t('store.testimonials.subtitle')}
      />
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.id} className={`${card} flex flex-col p-5 sm:p-8`}>
            <figure className="flex flex-1 flex-col">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Stars
                  rating={testimonial.rating}
                  label={t('store.rating.label', { rating: formatNumber(testimonial.rating, language) })}
                />
                <Icon name="quote" className="size-8 text-brand-100" />
              </div>
              <blockquote className="mt-5 flex-1 text-slate-700">
                <p>
                  <ClaimText textKey={testimonial.contentKey} />
                </p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                >
                  {testimonial.initials}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="block text-sm text-slate-600">{t(testimonial.roleKey)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
