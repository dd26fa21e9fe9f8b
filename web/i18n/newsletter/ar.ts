import type { NewsletterDictionary } from './en';

export const newsletterAr: NewsletterDictionary = {
  emailLabel: 'البريد الإلكتروني',
  emailPlaceholder: 'أدخل بريدك الإلكتروني',
  subscribe: 'اشترك',
  subscribing: 'جارٍ الاشتراك...',
  alreadySubscribed: 'هذا البريد الإلكتروني مشترك بالفعل!',
  section: {
    heading: 'انضم إلى مجتمع VitaGlow',
    pitch: 'اشترك في نشرتنا الإخبارية واحصل على خصم 20% على طلبك الأول، إلى جانب نصائح للعافية وأحدث المنتجات وعروض حصرية.',
    statsLabel: 'VitaGlow بالأرقام',
    success: 'شكرًا لاشتراكك! رمز خصم 20% الخاص بك:',
    error: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  },
  cart: {
    heading: 'احصل على خصم 20% على طلبك الأول',
    pitch: 'اشترك في نشرتنا الإخبارية واحصل على رمز الخصم فورًا.',
    emailRequired: 'يُرجى إدخال بريدك الإلكتروني',
    success: 'مرحبًا بك! استخدم الرمز {{code}} للحصول على خصم 20% على طلبك الأول.',
    yourCode: 'رمزك:',
    error: 'تعذّر الاشتراك. يُرجى المحاولة مرة أخرى.',
  },
};
