import type { ReactNode } from 'react';
import type { Localized, Product } from '../../../core/catalogue-document';
import { CATEGORIES } from '../../../core/catalogue';
import { panel, secondaryButton } from '../ui';
import { ClaimList } from './ClaimList';
import { type Path, fieldId, useValue } from './editing';
import { FactsEditor } from './FactsEditor';
import {
  CheckField,
  LocalizedField,
  MoneyField,
  NumberField,
  OptionalLocalizedField,
  SelectField,
  TextField,
  UtcDateTimeField,
  optionsOf,
} from './fields';
import { EditorHeading } from './EditorHeading';
import { PreviewLinks } from './PreviewLinks';
import { productPagePath } from '../../../core/product-pages';
import { ImageField } from './ImageField';

export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${panel} grid gap-4`} aria-label={title}>
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Warnings({ path }: { path: Path }) {
  const [warnings, setWarnings] = useValue<Localized[]>(path);
  return (
    <fieldset id={fieldId(path)} tabIndex={-1} className="grid gap-3">
      <legend className="text-sm font-semibold text-slate-900">Warnings, in the panel’s order</legend>
      {warnings.map((_, index) => (
        <div key={index} className="grid gap-2 rounded-xl border border-slate-200 p-3">
          <LocalizedField label={`Warning ${index + 1}`} pathOf={(id) => [...path, index, id]} multiline />
          <p>
            <button type="button" className={secondaryButton} onClick={() => setWarnings(warnings.filter((__, other) => other !== index))}>
              Remove warning {index + 1}
            </button>
          </p>
        </div>
      ))}
      <p>
        <button type="button" className={secondaryButton} onClick={() => setWarnings([...warnings, { en: '', fr: '', ar: '' }])}>
          Add a warning
        </button>
      </p>
    </fieldset>
  );
}

/** One product of the draft, every field of it; the changes stay in the draft until "Save draft". */
export function ProductEditor({ index, product }: { index: number; product: Product }) {
  const at: Path = ['products', index];
  return (
    <div className="grid gap-6">
      <EditorHeading at={at}>Product: {product.texts.en.name || product.slug || 'new product'}</EditorHeading>
      {product.published && product.slug && <PreviewLinks path={productPagePath(product.slug)} label="Preview its page" />}
      <EditorSection title="Names and texts">
        <LocalizedField label="Name" pathOf={(id) => [...at, 'texts', id, 'name']} />
        <LocalizedField label="Description" pathOf={(id) => [...at, 'texts', id, 'description']} multiline />
        <CheckField
          path={[...at, 'descriptionClaim']}
          label="The description is a structure/function claim"
          hint="Claims are shown with a dagger (†) and the FDA notice."
        />
        <ClaimList label="Benefits (up to six)" itemLabel="Benefit" pathOf={(id) => [...at, 'texts', id, 'benefits']} max={6} euRegister />
      </EditorSection>
      <EditorSection title="Selling">
        <div className="flex flex-wrap gap-4">
          <TextField
            path={[...at, 'slug']}
            label="Slug"
            hint="Its page is /products/<slug>; it is also the id orders name, so never change it once sold."
            className="w-72"
          />
          <SelectField path={[...at, 'category']} label="Category" options={optionsOf(CATEGORIES)} />
        </div>
        <div className="flex flex-wrap gap-4">
          <MoneyField path={[...at, 'priceCents']} label="Price (US dollars)" />
          <MoneyField
            path={[...at, 'compareAtCents']}
            label="Compare-at price (US dollars)"
            optional
            hint="Blank: no former price shown."
          />
        </div>
        <div className="flex flex-wrap gap-4"></div>
        <OptionalLocalizedField label="Badge" path={[...at, 'badge']} />
        <CheckField
          path={[...at, 'published']}
          label="Published (shown and sold)"
          hint="A hidden product stays in the catalogue so that its orders keep its name."
        />
        <CheckField path={[...at, 'ageRestricted']} label="Only adults may buy it (age restriction)" />
        <UtcDateTimeField
          path={[...at, 'earlyAccessUntil']}
          label="Members first until (UTC)"
          hint="Blank: sold to everyone. Until then only members can buy it; members are e-mailed once when it is published."
        />
        <NumberField
          path={[...at, 'servingsPerDay']}
          label="Servings per day"
          hint="As the label directs. Blank: one a day. With the servings per container, it tells members when their supply runs out."
          whole
          optional
        />
        <TextField
          path={[...at, 'taxCode']}
          label="Stripe tax code"
          hint="txcd_40090001 is a dietary supplement: it needs a Supplement Facts panel."
          className="w-48"
        />
      </EditorSection>
      <EditorSection title="Image">
        <ImageField path={[...at, 'image']} />
      </EditorSection>
      <EditorSection title="Label: allergens and warnings">
        <OptionalLocalizedField label="Allergen statement" path={[...at, 'allergens']} />
        <Warnings path={[...at, 'warnings']} />
      </EditorSection>
      <EditorSection title="Supplement Facts">
        <FactsEditor path={[...at, 'facts']} />
      </EditorSection>
    </div>
  );
}
