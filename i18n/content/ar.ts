import type { ContentDictionary } from './en';

/** Arabic (Modern Standard Arabic) texts for the shop data in core/ (same keys as en.ts). */
export const contentAr: ContentDictionary = {
  categories: {
    vitamins: 'الفيتامينات',
    gummies: 'الجيلي',
    protein: 'البروتين',
    performance: 'الأداء الرياضي',
    beauty: 'الجمال',
  },
  fallback: {
    name: 'المنتج {{id}}',
    description: 'مكمّل غذائي عالي الجودة',
    badge: 'جديد',
    benefits: {
      quality: 'مكونات عالية الجودة',
      labelled: 'كل المكونات مذكورة على الملصق',
      tested: 'مختبَر لدى جهات مستقلة',
      madeInUsa: 'صُنع في الولايات المتحدة',
      guarantee: 'ضمان استرداد المال',
    },
  },
  plans: {
    monthly: {
      name: 'الخطة الشهرية',
      period: 'شهريًا',
      description: 'عضوية مرنة تُدفع كل شهر.',
    },
    yearly: {
      name: 'الخطة السنوية',
      period: 'سنويًا',
      description: 'أفضل أسعارنا، يُدفع مرة واحدة في السنة.',
      savingsBadge: 'وفّر {{percent}}%',
      secondaryBadge: 'القيمة الأفضل',
      monthlyEquivalent: 'أي {{price}} شهريًا فقط، بفوترة سنوية',
      savingsAmount: 'توفّر {{amount}} في السنة',
    },
    features: {
      offers: 'عروض حصرية للأعضاء',
      earlyAccess: 'وصول مبكر إلى النكهات والمنتجات الجديدة',
      recommendations: 'توصيات مخصّصة لك بالمكملات الغذائية',
      support: 'أولوية في خدمة العملاء',
      cancel: 'إلغاء العضوية في أي وقت',
    },
  },
  shipping: {
    'free-us': {
      name: 'شحن عادي مجاني',
      estimate: '5 إلى 7 أيام عمل',
      description: 'توصيل قابل للتتبّع إلى أي مكان في الولايات المتحدة، مجانًا لجميع الطلبات.',
    },
    'express-us': {
      name: 'شحن سريع',
      estimate: '2 إلى 3 أيام عمل',
      description: 'تجهيز ذو أولوية وتوصيل أسرع، مجانًا للطلبات بقيمة {{threshold}} فأكثر.',
    },
    'overnight-us': {
      name: 'شحن في اليوم التالي',
      estimate: 'يوم عمل واحد',
      description: 'توصيل في يوم العمل التالي لمن لا يحتمل الانتظار.',
    },
    'international-standard': {
      name: 'شحن دولي عادي',
      estimate: '7 إلى 14 يوم عمل',
      description: 'توصيل قابل للتتبّع إلى معظم دول العالم. قد تُفرض رسوم جمركية.',
    },
    'international-express': {
      name: 'شحن دولي سريع',
      estimate: '3 إلى 7 أيام عمل',
      description: 'توصيل سريع مع تتبّع كامل إلى جميع أنحاء العالم. قد تُفرض رسوم جمركية.',
    },
  },
  marketing: {
    hero: {
      badge: 'صُنع في أمريكا · مكونات طبيعية',
      freeShipping: 'شحن مجاني لجميع الطلبات داخل الولايات المتحدة',
    },
    benefits: {
      madeInAmerica: {
        title: 'صُنع في أمريكا',
        description: 'نصنع منتجاتنا في الولايات المتحدة داخل منشآت حاصلة على شهادة GMP، وفق أعلى معايير الجودة.',
      },
      natural: {
        title: 'بلا إضافات صناعية',
        description: 'لا ألوان ولا نكهات ولا مواد حافظة صناعية في أي من تركيباتنا.',
      },
      qualityTested: {
        title: 'جودة مختبَرة',
        description: 'تخضع كل دفعة لاختبارات مختبرات مستقلة للتحقق من نقائها وتركيزها، لتحصل تمامًا على ما تَعِد به العبوة.',
      },
      energyBoost: {
        title: 'طاقة متجدّدة',
        description: 'عناصر غذائية تدعم طاقتك الطبيعية لتكون في أفضل حالاتك من الصباح حتى المساء.',
      },
      heartHealth: {
        title: 'صحة القلب',
        description: 'أوميغا 3 والمغنيسيوم ومضادات الأكسدة لدعم صحة القلب والدورة الدموية.',
      },
      customerFavorite: {
        title: 'خيار عملائنا الدائم',
        description: 'يختارها عملاؤنا مرة بعد مرة لجودتها ومذاقها.',
      },
    },
    story: {
      title: 'قصتنا',
      beginning:
        'بدأت VitaGlow حول طاولة مطبخ، من إحباط بسيط: رفوف مكملات مليئة بالمواد المالئة والسكريات الخفية ووعود لا يستطيع أحد التحقق منها.',
      promise:
        'فقررنا أن نصنع المكملات التي نريدها لعائلاتنا: تركيبات نقية من مكونات طبيعية، تُصنع في أمريكا وتختبرها مختبرات مستقلة، دفعةً بعد دفعة.',
      today: 'واليوم، تبدأ عائلات في أنحاء البلاد يومها مع VitaGlow. ولم يتغيّر وعدنا: مكونات صادقة، ونتائج حقيقية، وفريق يسعده أن يساعدك.',
      signature: 'مؤسّسو VitaGlow',
    },
  },
  support: {
    country: 'الولايات المتحدة الأمريكية',
    hours: {
      weekdays: 'من الاثنين إلى الجمعة: 9 صباحًا – 6 مساءً',
      saturday: 'السبت: 10 صباحًا – 4 مساءً',
      sunday: 'الأحد: مغلق',
      timeZone: 'بتوقيت شرق الولايات المتحدة (ET)',
    },
    policies: {
      reply: 'نردّ على رسائلك خلال 24 ساعة في أيام العمل.',
      processing: 'نجهّز الطلبات خلال 24 ساعة.',
      moneyBack: 'ضمان استرداد المال لمدة 30 يومًا.',
      refunds: 'يُعاد المبلغ إليك خلال 3 إلى 5 أيام عمل.',
    },
  },
};
