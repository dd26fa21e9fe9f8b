/**
 * The cart's totals in each language: the order summary's labels and the discounts' names. A module of their own
 * because the worker names the discounts too (Stripe's line items, e-mails: i18n/areas.ts) and should not bundle
 * the rest of the cart's texts for them.
 */
export const cartTotalsEn = {
  label: 'Order summary',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  couponDiscount: 'Newsletter discount ({{percent}}%)',
  dealDiscount: 'Last-chance deal ({{percent}}%)',
  subscriberDiscount: 'Subscriber package savings ({{percent}}%)',
  total: 'Total',
  tax: 'Sales tax',
  free: 'FREE',
  announce: 'Subtotal {{subtotal}}, shipping {{shipping}}, total {{total}}',
};

export const cartTotalsFr: typeof cartTotalsEn = {
  label: 'Récapitulatif de la commande',
  subtotal: 'Sous-total',
  shipping: 'Livraison',
  couponDiscount: 'Remise newsletter ({{percent}} %)',
  dealDiscount: 'Offre de dernière minute ({{percent}} %)',
  subscriberDiscount: 'Remise newsletter sur les packs ({{percent}} %)',
  total: 'Total',
  tax: 'Taxe de vente',
  free: 'OFFERTE',
  announce: 'Sous-total {{subtotal}}, livraison {{shipping}}, total {{total}}',
};

export const cartTotalsAr: typeof cartTotalsEn = {
  label: 'ملخص الطلب',
  subtotal: 'المجموع الفرعي',
  shipping: 'الشحن',
  couponDiscount: 'خصم النشرة البريدية ({{percent}}%)',
  dealDiscount: 'عرض الفرصة الأخيرة ({{percent}}%)',
  subscriberDiscount: 'خصم المشتركين في النشرة البريدية على الباقات ({{percent}}%)',
  total: 'الإجمالي',
  tax: 'ضريبة المبيعات',
  free: 'مجاني',
  announce: 'المجموع الفرعي {{subtotal}}، الشحن {{shipping}}، الإجمالي {{total}}',
};
