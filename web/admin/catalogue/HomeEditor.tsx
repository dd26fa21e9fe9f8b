import type { Home } from '../../../core/catalogue-document';
import { CERTIFICATION_ICONS } from '../../../core/content';
import { type Path, fieldId, useEditing } from './editing';
import { CheckField, LocalizedField, NumberField, SelectField, optionsOf } from './fields';
import { EditorHeading } from './EditorHeading';
import { EditorSection } from './ProductEditor';

const STAT_LISTS = [
  ['heroStats', 'Hero figures'],
  ['impactStats', 'Impact figures'],
  ['newsletterStats', 'Newsletter figures'],
] as const;

function Stats({ path, stats, title }: { path: Path; stats: Home['heroStats']; title: string }) {
  return (
    <EditorSection title={title}>
      {stats.map((stat, index) => {
        const at = [...path, index];
        const name = `${title.replace(/s$/, '')} ${index + 1}`;
        return (
          <fieldset key={stat.id} id={fieldId(at)} tabIndex={-1} className="grid gap-3 rounded-xl border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">
              {name}{' '}
              <span className="font-mono text-xs text-slate-600">
                ({stat.id}, {stat.figure.kind})
              </span>
            </legend>
            {stat.figure.kind === 'text' ? (
              <LocalizedField label={`${name}: figure`} pathOf={(id) => [...at, 'figure', 'text', id]} />
            ) : (
              <div className="flex flex-wrap items-end gap-4">
                <NumberField
                  path={[...at, 'figure', 'value']}
                  label={`${name}: ${stat.figure.kind === 'percent' ? 'percent' : 'number'}`}
                />
                {stat.figure.kind === 'number' && (
                  <>
                    <CheckField path={[...at, 'figure', 'compact']} label={`${name}: short form (500K)`} />
                    <CheckField path={[...at, 'figure', 'plus']} label={`${name}: followed by “+”`} />
                  </>
                )}
              </div>
            )}
            <LocalizedField label={`${name}: label`} pathOf={(id) => [...at, 'label', id]} />
          </fieldset>
        );
      })}
    </EditorSection>
  );
}

/** What the home page states as fact: the hero's pictured products, its figures, the certification badges. */
export function HomeEditor() {
  const { document } = useEditing();
  const { home } = document;
  const products = document.products.map((product) => ({ value: product.slug, label: `${product.texts.en.name} (${product.slug})` }));
  return (
    <div className="grid gap-6">
      <EditorHeading at={['home']}>Home page figures</EditorHeading>
      <p className="max-w-prose rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        The home page states these figures and badges as facts about your shop. They are yours to make true: change them to what you can
        show (your customers, your certifications), or take them out. The hero&apos;s star rating is not here: it is the mean and count of
        the reviews you publish under Reviews, and it shows only once there are some.
      </p>
      <EditorSection title="Hero">
        <div className="flex flex-wrap gap-4">
          <SelectField path={['home', 'hero', 'frontProduct']} label="Product pictured in front" options={products} />
          <SelectField path={['home', 'hero', 'behindProducts', 0]} label="First product pictured behind" options={products} />
          <SelectField path={['home', 'hero', 'behindProducts', 1]} label="Second product pictured behind" options={products} />
        </div>
      </EditorSection>
      {STAT_LISTS.map(([key, title]) => (
        <Stats key={key} path={['home', key]} stats={home[key]} title={title} />
      ))}
      <EditorSection title="Certification badges">
        {home.certifications.map((certification, index) => (
          <fieldset
            key={certification.id}
            id={fieldId(['home', 'certifications', index])}
            tabIndex={-1}
            className="grid gap-3 rounded-xl border border-slate-200 p-3"
          >
            <legend className="px-1 text-sm font-semibold">Certification {index + 1}</legend>
            <SelectField
              path={['home', 'certifications', index, 'icon']}
              label={`Certification ${index + 1}: icon`}
              options={optionsOf(CERTIFICATION_ICONS)}
            />
            <LocalizedField label={`Certification ${index + 1}: label`} pathOf={(id) => ['home', 'certifications', index, 'label', id]} />
          </fieldset>
        ))}
      </EditorSection>
    </div>
  );
}
