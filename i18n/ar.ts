import { authAr } from './auth/ar';
import { cartAr } from './cart/ar';
import { contentAr } from './content/ar';
import { factsAr } from './facts/ar';
import { metaAr } from './meta/ar';
import { newsletterAr } from './newsletter/ar';
import { storeAr } from './store/ar';
import { validationAr } from './validation/ar';
import type { Dictionary } from './en';

export const ar: Dictionary = {
  brand: { name: 'VitaGlow', home: 'الصفحة الرئيسية لـ VitaGlow' },
  nav: {
    label: 'التنقل الرئيسي',
    home: 'الرئيسية',
    products: 'المنتجات',
    allProducts: 'جميع المنتجات',
    benefits: 'الفوائد',
    about: 'من نحن',
    contact: 'اتصل بنا',
  },
  language: { label: 'اللغة' },
  hero: {
    title: 'مكملات غذائية عالية الجودة',
    subtitle: 'مصنوعة في أمريكا من مكونات طبيعية لعافيتك كل يوم.',
    shopNow: 'تسوّق الآن',
  },
  products: {
    heading: 'جميع المنتجات',
    backHome: 'العودة إلى الرئيسية',
    pages: {
      label: 'الصفحات',
      previous: 'الصفحة السابقة',
      next: 'الصفحة التالية',
      page: 'الصفحة {{page}}',
      status: 'الصفحة {{page}} من {{pageCount}}',
    },
  },
  notFound: { title: 'عذرًا! الصفحة غير موجودة', home: 'العودة إلى الرئيسية' },
  content: contentAr,
  facts: factsAr,
  store: storeAr,
  cart: cartAr,
  auth: authAr,
  newsletter: newsletterAr,
  validation: validationAr,
  meta: metaAr,
  common: { backHome: 'العودة إلى الرئيسية', continueShopping: 'متابعة التسوق' },
};
