/**
 * Enum values of the pinned API version (2026-10-28.endive), as stripe-node 23.1's types list them for
 * Checkout (https://docs.stripe.com/api/checkout/sessions/create) and the customer portal
 * (https://docs.stripe.com/api/customer_portal/sessions/create).
 */

// The locales both Checkout and the customer portal take; each adds a few of its own.
const SHARED_LOCALES = [
  'auto',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
];

/** In the order Stripe's error messages list them. */
const sorted = (values: readonly string[]) => [...values].sort();

export const CHECKOUT_LOCALES = sorted([...SHARED_LOCALES, 'hi-IN']);

export const PORTAL_LOCALES = sorted([...SHARED_LOCALES, 'en-AU', 'en-CA', 'en-IE', 'en-IN', 'en-NZ', 'en-SG']);

export const CHECKOUT_MODES = ['payment', 'setup', 'subscription'] as const;

export const UI_MODES = ['elements', 'embedded_page', 'form', 'hosted_page'] as const;

/**
 * `allowed_payment_method_types` / `excluded_payment_method_types`. This API version has no
 * `payment_method_types` on Checkout Session creation (removed in 2026-09-30.endive; stripe-node 23.0
 * changelog), so that parameter is refused as unknown.
 */
export const PAYMENT_METHOD_TYPES = [
  'acss_debit',
  'affirm',
  'afterpay_clearpay',
  'alipay',
  'alma',
  'amazon_pay',
  'au_becs_debit',
  'bacs_debit',
  'bancontact',
  'billie',
  'bizum',
  'blik',
  'boleto',
  'card',
  'cashapp',
  'crypto',
  'customer_balance',
  'eps',
  'fpx',
  'giropay',
  'grabpay',
  'ideal',
  'kakao_pay',
  'klarna',
  'konbini',
  'kr_card',
  'link',
  'mb_way',
  'mobilepay',
  'multibanco',
  'naver_pay',
  'nz_bank_account',
  'oxxo',
  'p24',
  'pay_by_bank',
  'payco',
  'paynow',
  'paypal',
  'paypay',
  'payto',
  'pix',
  'promptpay',
  'revolut_pay',
  'samsung_pay',
  'satispay',
  'scalapay',
  'sepa_debit',
  'sequra',
  'sofort',
  'sunbit',
  'swish',
  'twint',
  'upi',
  'us_bank_account',
  'wechat_pay',
  'zip',
] as const;

/** Countries Checkout can collect a shipping address in (`shipping_address_collection.allowed_countries`). */
export const SHIPPING_COUNTRIES = (
  'AC AD AE AF AG AI AL AM AO AQ AR AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CD CF CG ' +
  'CH CI CK CL CM CN CO CR CV CW CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FO FR GA GB GD GE GF GG GH GI GL GM GN ' +
  'GP GQ GR GS GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IS IT JE JM JO JP KE KG KH KI KM KN KR KW KY KZ LA LB LC LI LK ' +
  'LR LS LT LU LV LY MA MC MD ME MF MG MK ML MM MN MO MQ MR MS MT MU MV MW MX MY MZ NA NC NE NG NI NL NO NP NR NU NZ OM PA PE ' +
  'PF PG PH PK PL PM PN PR PS PT PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SZ TA TC TD TF ' +
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VN VU WF WS XK YE YT ZA ZM ZW ZZ'
).split(' ');

export const DELIVERY_UNITS = ['business_day', 'day', 'hour', 'month', 'week'] as const;
export const RECURRING_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export const TAX_BEHAVIORS = ['exclusive', 'inclusive', 'unspecified'] as const;
export const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;
export const COUPON_DURATIONS = ['forever', 'once', 'repeating'] as const;
