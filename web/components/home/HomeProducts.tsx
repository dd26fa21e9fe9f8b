import { Link } from '@tanstack/react-router';
import { homeBenefits, homeProducts } from '../../../core/catalogue';
import { useT } from '../../i18n';
import { BuyButton } from '../products/BuyButton';
import { ProductBenefitsDialog, ProductCard } from '../products/ProductCard';
import { Icon } from '../ui/Icon';
import { Section } from '../ui/Section';
import { SectionHeading } from '../ui/SectionHeading';
import { buttonSizes, buttonStyles } from '../ui/styles';

/** What a tap in the grid opens most: its code is fetched once the grid runs and the browser is idle (web/routes/index.tsx). */
export const warmHomeProductsDialogs = () => void ProductBenefitsDialog.preload();

/** The home grid: 13 products, 4 per row on wide screens, then a link to the full catalogue. */
export function HomeProducts() {
  const t = useT();
  return (
    <Section id="products" labelledBy="products-title" className="bg-slate-50">
      <SectionHeading
        id="products-title"
        eyebrow={t('store.products.eyebrow')}
        title={t('store.products.title')}
        subtitle={t('store.products.subtitle')}
      />
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {homeProducts().map((product) => (
          <li key={product.id} className="flex">
            <ProductCard
              product={product}
              benefitKeys={homeBenefits(product)}
              buyNow={(button) => <BuyButton item={{ productId: product.id }} {...button} />}
            />
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <Link to="/products" className={`${buttonStyles.secondary} ${buttonSizes.lg}`}>
          {t('store.products.viewAll')}
          <Icon name="arrow-end" className="size-5" />
        </Link>
      </div>
    </Section>
  );
}
