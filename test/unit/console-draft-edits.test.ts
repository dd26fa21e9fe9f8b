import { describe, expect, it } from 'vitest';
import { getAt, withValueAt } from '../../web/admin/catalogue/editing';

describe('an edit to the console’s catalogue draft', () => {
  const draft = {
    products: [
      { slug: 'a', texts: { fr: { name: 'A' } }, facts: { rows: [{ dvKey: 'magnesium' }] } },
      { slug: 'b', texts: { fr: { name: 'B' } } },
    ],
    deals: [{ slug: 'd' }],
  };

  it('puts the value at its path, copying only the objects along it and leaving the draft it started from unchanged', () => {
    const next = withValueAt(draft, ['products', 0, 'texts', 'fr', 'name'], 'Á');
    expect(getAt(next, ['products', 0, 'texts', 'fr', 'name'])).toBe('Á');
    expect(draft.products[0]!.texts.fr.name).toBe('A');
    expect(Array.isArray(next.products)).toBe(true);
    expect(next.products[1]).toBe(draft.products[1]);
    expect(next.deals).toBe(draft.deals);
    expect(next.products[0]!.facts).toBe(draft.products[0]!.facts);
  });

  it('takes an optional field out when the value is undefined', () => {
    const next = withValueAt(draft, ['products', 0, 'facts', 'rows', 0, 'dvKey'], undefined);
    expect(next.products[0]!.facts!.rows[0]).toEqual({});
    expect(JSON.stringify(next.products[0]!.facts)).toBe('{"rows":[{}]}');
  });
});
