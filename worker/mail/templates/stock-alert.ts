import type { EmailMessage } from '../senders';

export interface LowStockLine {
  name: string;
  productId: string;
  stock: number;
  threshold: number;
}

/**
 * The operator's low-stock digest (English, like the console): each product that has fallen to or under
 * its threshold since the last digest, with what is left, and where to restock it.
 */
export function stockAlertEmail(to: string, products: readonly LowStockLine[], inventoryUrl: string | null): EmailMessage {
  const count = products.length === 1 ? '1 product is' : `${products.length} products are`;
  const lines = products.map(
    (p) => `- ${p.name} (${p.productId}): ${p.stock === 0 ? 'sold out' : `${p.stock} left`} (threshold ${p.threshold})`,
  );
  const text = [
    'Hello,',
    `${count} running low in the VitaGlow shop:`,
    lines.join('\n'),
    ...(inventoryUrl ? [`Record the stock you receive on the console's Inventory page:\n${inventoryUrl}`] : []),
    'You get this e-mail once when a product falls to its threshold; it comes again after the product is restocked above it and falls again.',
  ].join('\n\n');
  return { kind: 'stock_alert', to, subject: `Low stock: ${count} at or under the threshold`, text };
}
