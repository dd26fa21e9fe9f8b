import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readablePath, screenOf } from '../../web/admin/catalogue/problem-paths';

const catalogue: unknown = JSON.parse(readFileSync(new URL('../../catalogue/v1.json', import.meta.url), 'utf8'));

describe('a catalogue problem’s path as the console shows it', () => {
  it('names the product or deal and the field, with its language', () => {
    expect(readablePath('products.0.texts.ar.name', catalogue)).toBe('Product “Daily Multivitamin” › name (Arabic)');
    expect(readablePath('products.0.priceCents', catalogue)).toBe('Product “Daily Multivitamin” › price');
    expect(readablePath('products.0.facts.rows.2.dvKey', catalogue)).toBe(
      'Product “Daily Multivitamin” › facts › rows › #3 › Daily Value nutrient',
    );
    expect(readablePath('deals.0.texts.fr.features.1.text', catalogue)).toBe('Deal “Starter Pack” › features › #2 › text (French)');
    expect(readablePath('home.hero.frontProduct', catalogue)).toBe('Home page › hero › product in front');
    expect(readablePath('memberPercent', catalogue)).toBe('member discount');
  });

  it('names an entry of an imported file that lacks its texts, or is not there at all, by what it has', () => {
    expect(readablePath('products.0.slug', { products: [{ slug: 'new-one' }] })).toBe('Product “new-one” › slug');
    expect(readablePath('products.4.slug', { products: 'nonsense' })).toBe('Product “number 5” › slug');
    expect(readablePath('version', null)).toBe('version');
  });

  it('opens the page that holds the field', () => {
    expect(screenOf('products.12.texts.ar.name')).toBe('/admin/catalogue/products/12');
    expect(screenOf('deals.3.items.0.product')).toBe('/admin/catalogue/deals/3');
    expect(screenOf('home.heroStats.1.figure.value')).toBe('/admin/catalogue/home');
    expect(screenOf('products')).toBe('/admin/catalogue');
    expect(screenOf('memberPercent')).toBe('/admin/catalogue');
  });
});
