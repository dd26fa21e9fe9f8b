import { Link } from '../navigation';
import { QueryField } from '../list';
import { SearchForm, useQueryParams } from '../search';
import { Badge, PageTitle, Pager, Table, cell, money, primaryButton, secondaryButton } from '../ui';
import type { SectionActions } from './CatalogueSection';
import { useEditing } from './editing';
import { NumberField } from './fields';
import { PreviewLinks } from './PreviewLinks';
import { PRODUCTS_PER_PAGE, productListPage } from './product-list';
import { PublishPanel } from './PublishPanel';
import { draftMarker, usePublishedCatalogue } from './published';

function Marker({ value }: { value: 'new' | 'changed' | undefined }) {
  return value ? <Badge value={value === 'new' ? 'new in the draft' : 'changed in the draft'} /> : null;
}

/**
 * The draft's products (searched and paged in the address, as the console's other lists) and deals, each opening
 * its editor; then publishing, history, export and import.
 */
export function CatalogueHome({ actions }: { actions: SectionActions }) {
  const { document } = useEditing();
  const published = usePublishedCatalogue();
  const { params, page, goTo } = useQueryParams();
  const query = params.get('q') ?? '';
  const list = productListPage(document.products, query, page);
  return (
    <div className="grid gap-8">
      <div>
        <PageTitle>Catalogue</PageTitle>
        <p className="-mt-3 max-w-prose text-sm text-slate-700">
          You edit a draft: shoppers see nothing of it until you publish. Save the draft as you go; publishing makes the saved draft the
          shop’s next catalogue version.
        </p>
        <PreviewLinks path="/" label="Preview the shop" />
      </div>
      <section aria-labelledby="catalogue-products" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="catalogue-products" className="text-lg font-bold">
            Products
          </h2>
          <button type="button" className={primaryButton} onClick={actions.addProduct}>
            Add a product
          </button>
        </div>
        <SearchForm label="Search the draft’s products" className="">
          <QueryField label="Name or slug" params={params} />
        </SearchForm>
        <Table caption="Products of the draft" head={['Name', 'Slug', 'Price', 'Shown', 'Compared with the shop']}>
          {list.rows.map(({ product, index }) => (
            <tr key={index}>
              <td className={cell}>
                <Link to={`/admin/catalogue/products/${index}`} className="font-semibold text-brand-800 underline">
                  {product.texts.en.name || `New product ${index + 1}`}
                </Link>
              </td>
              <td className={`${cell} font-mono text-xs`}>{product.slug}</td>
              <td className={cell}>{product.priceCents > 0 ? money(product.priceCents) : '—'}</td>
              <td className={cell}>
                <Badge value={product.published ? 'published' : 'hidden'} />
              </td>
              <td className={cell}>
                <Marker value={draftMarker(product, published?.products)} />
              </td>
            </tr>
          ))}
        </Table>
        {list.total === 0 && <p>No product of the draft matches “{query}”.</p>}
        <Pager page={list.page} pageSize={PRODUCTS_PER_PAGE} total={list.total} onPage={goTo} label="Pages of products" />
      </section>
      <section aria-labelledby="catalogue-deals" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="catalogue-deals" className="text-lg font-bold">
            Package deals
          </h2>
          <button type="button" className={primaryButton} onClick={actions.addDeal}>
            Add a deal
          </button>
        </div>
        <Table caption="Package deals of the draft" head={['Title', 'Slug', 'Price', 'Most popular', 'Compared with the shop']}>
          {document.deals.map((deal, index) => (
            <tr key={index}>
              <td className={cell}>
                <Link to={`/admin/catalogue/deals/${index}`} className="font-semibold text-brand-800 underline">
                  {deal.texts.en.title || `New deal ${index + 1}`}
                </Link>
              </td>
              <td className={`${cell} font-mono text-xs`}>{deal.slug}</td>
              <td className={cell}>{deal.priceCents > 0 ? money(deal.priceCents) : '—'}</td>
              <td className={cell}>{deal.popular ? 'Yes' : 'No'}</td>
              <td className={cell}>
                <Marker value={draftMarker(deal, published?.deals)} />
              </td>
            </tr>
          ))}
        </Table>
      </section>
      <section aria-labelledby="catalogue-members" className="grid gap-3">
        <h2 id="catalogue-members" className="text-lg font-bold">
          Members’ prices
        </h2>
        <p className="max-w-prose text-sm text-slate-700">
          Active members pay this whole percent less on every product, from 1 to 20 (15 when the draft does not set it). A package costs a
          member the lower of its price and this percent off its items. Published like any price.
        </p>
        <NumberField path={['memberPercent']} label="Member discount (%)" whole />
      </section>
      <p>
        <Link to="/admin/catalogue/home" className={secondaryButton}>
          Edit the home page figures
        </Link>
      </p>
      <PublishPanel actions={actions} published={published} />
    </div>
  );
}
