import { useState } from 'react';
import type { Deal, DealItem } from '../../../core/catalogue-document';
import { dealPrice } from '../../../core/catalogue-document/deal-pricing';
import { DEAL_BADGE_COLORS, DEAL_ICONS } from '../../../core/deals';
import { money, secondaryButton } from '../ui';
import { ClaimList } from './ClaimList';
import { type Path, fieldId, useEditing, useValue } from './editing';
import { CheckField, LocalizedField, MoneyField, NumberField, SelectField, TextField, optionsOf } from './fields';
import { EditorHeading } from './EditorHeading';
import { EditorSection } from './ProductEditor';

function Items({ path }: { path: Path }) {
  const { document } = useEditing();
  const [items, setItems] = useValue<DealItem[]>(path);
  // Items are known by their place; after a removal the ones below are drawn afresh, as their typed quantities moved up.
  const [removals, setRemovals] = useState(0);
  const products = document.products.map((product) => ({ value: product.slug, label: `${product.texts.en.name} (${product.slug})` }));
  return (
    <fieldset id={fieldId(path)} tabIndex={-1} className="grid gap-3">
      <legend className="text-sm font-semibold text-slate-900">Items</legend>
      {items.map((_, index) => (
        <div key={`${removals}-${index}`} className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-3">
          <SelectField path={[...path, index, 'product']} label={`Product of item ${index + 1}`} options={products} />
          <NumberField path={[...path, index, 'quantity']} label={`Quantity of item ${index + 1}`} whole />
          <CheckField path={[...path, index, 'free']} label={`Item ${index + 1} is free`} />
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setRemovals((count) => count + 1);
              setItems(items.filter((__, other) => other !== index));
            }}
          >
            Remove item {index + 1}
          </button>
        </div>
      ))}
      <p>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => setItems([...items, { product: document.products[0]?.slug ?? '', quantity: 1, free: false }])}
        >
          Add an item
        </button>
      </p>
    </fieldset>
  );
}

/** One package deal of the draft: its texts, items and price; its "was" price and discount are computed from its items. */
export function DealEditor({ index, deal }: { index: number; deal: Deal }) {
  const { document } = useEditing();
  const at: Path = ['deals', index];
  const price = dealPrice(deal, document.products);
  return (
    <div className="grid gap-6">
      <EditorHeading at={at}>Deal: {deal.texts.en.title || deal.slug || 'new deal'}</EditorHeading>
      <EditorSection title="Texts">
        <LocalizedField label="Title" pathOf={(id) => [...at, 'texts', id, 'title']} />
        <LocalizedField label="Subtitle" pathOf={(id) => [...at, 'texts', id, 'subtitle']} />
        <CheckField path={[...at, 'subtitleClaim']} label="The subtitle is a structure/function claim" />
        <LocalizedField label="Description" pathOf={(id) => [...at, 'texts', id, 'description']} multiline />
        <CheckField path={[...at, 'descriptionClaim']} label="The description is a structure/function claim" />
        <LocalizedField label="Ribbon" pathOf={(id) => [...at, 'texts', id, 'badge']} />
        <LocalizedField label="Time-limit note (blank: none)" pathOf={(id) => [...at, 'texts', id, 'timeLimitNote']} nullIfBlank />
        <ClaimList label="Bullet points" itemLabel="Bullet point" pathOf={(id) => [...at, 'texts', id, 'features']} />
      </EditorSection>
      <EditorSection title="Contents and price">
        <Items path={[...at, 'items']} />
        <MoneyField
          path={[...at, 'priceCents']}
          label="Package price (US dollars)"
          hint="The former price is the items at their products’ prices, free items included; the discount follows from it."
        />
        <p className="text-sm text-slate-700">
          {price
            ? `Items at their prices: ${money(price.originalCents)}. The package saves ${money(price.savingsCents)} (${price.discountPercent}% off).`
            : 'An item names no product of the draft, so its former price cannot be computed.'}
        </p>
        <CheckField path={[...at, 'popular']} label="Most popular (gets the ribbon)" />
      </EditorSection>
      <EditorSection title="Identity and look">
        <div className="flex flex-wrap gap-4">
          <TextField path={[...at, 'id']} label="Id" hint="Carts and orders name it: never change it once sold." className="w-48" />
          <TextField path={[...at, 'slug']} label="Slug" hint="Its page is /products/<slug>." className="w-72" />
          <SelectField path={[...at, 'icon']} label="Icon" options={optionsOf(DEAL_ICONS)} />
          <SelectField path={[...at, 'badgeColor']} label="Ribbon colour" options={optionsOf(DEAL_BADGE_COLORS)} />
        </div>
      </EditorSection>
    </div>
  );
}
