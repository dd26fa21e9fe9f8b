import type { MetaDictionary } from './en';

const TAGLINE = 'فيتامينات وجيلي وبروتين وغيرها، مصنوعة في الولايات المتحدة من مكونات طبيعية.';

export const metaAr: MetaDictionary = {
  home: { title: 'VitaGlow | مكملات غذائية عالية الجودة مصنوعة في الولايات المتحدة', description: TAGLINE },
  products: {
    title: 'جميع المنتجات | VitaGlow',
    description:
      'جميع مكملات VitaGlow في مكان واحد: فيتامينات متعددة وجيلي البروتين وواي بروتين ومكمّل ما قبل التمرين والكرياتين والكولاجين والأحماض الأمينية BCAA والمغنيسيوم وغيرها.',
  },
  paymentSuccess: { title: 'طلبك | VitaGlow', description: TAGLINE },
  paymentCancelled: { title: 'تم إلغاء الدفع | VitaGlow', description: TAGLINE },
  privacy: { title: 'سياسة الخصوصية | VitaGlow', description: 'كيف تجمع VitaGlow بياناتك الشخصية وتستخدمها وتحميها.' },
  terms: { title: 'شروط الخدمة | VitaGlow', description: 'الشروط التي تسري على مشترياتك من VitaGlow.' },
  cookies: {
    title: 'سياسة ملفات تعريف الارتباط | VitaGlow',
    description: 'ملفات تعريف الارتباط وبيانات المتصفح التي تستخدمها VitaGlow، وسبب استخدامها.',
  },
  account: { title: 'حسابي | VitaGlow', description: TAGLINE },
  verify: { title: 'تأكيد بريدك الإلكتروني | VitaGlow', description: TAGLINE },
  reset: { title: 'إعادة تعيين كلمة المرور | VitaGlow', description: TAGLINE },
  signInLink: { title: 'تسجيل الدخول برابط | VitaGlow', description: TAGLINE },
  unsubscribe: { title: 'إلغاء الاشتراك في النشرة البريدية | VitaGlow', description: TAGLINE },
  product: { title: '{{name}} | VitaGlow', description: '{{name}} من VitaGlow: جدول المكونات الغذائية والمكونات والسعر.' },
  newsletterConfirm: { title: 'تأكيد الاشتراك في النشرة البريدية | VitaGlow', description: TAGLINE },
  review: { title: 'قيّم مشترياتك | VitaGlow', description: TAGLINE },
  notFound: { title: 'الصفحة غير موجودة | VitaGlow', description: TAGLINE },
};

/** The trail above a product page (Home › Products › name), for its BreadcrumbList: the storefront's nav.home and nav.products. */
export const breadcrumbNamesAr = { home: 'الرئيسية', products: 'المنتجات' };
