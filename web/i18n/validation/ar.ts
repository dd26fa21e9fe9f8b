import type { ValidationDictionary } from './en';

export const validationAr: ValidationDictionary = {
  email_required: 'البريد الإلكتروني مطلوب',
  email_invalid: 'يُرجى إدخال عنوان بريد إلكتروني صالح',
  email_length: 'يجب أن يتراوح طول البريد الإلكتروني بين 5 و254 حرفًا',
  password_required: 'كلمة المرور مطلوبة',
  password_too_short: 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  password_too_long: 'كلمة المرور طويلة جدًا (128 حرفًا كحد أقصى)',
  password_too_common: 'كلمة المرور هذه شائعة جدًا. يُرجى اختيار كلمة مرور أقوى.',
  password_weak: 'يجب أن تحتوي كلمة المرور على 3 على الأقل مما يلي: أحرف صغيرة، أحرف كبيرة، أرقام، رموز خاصة',
  password_mismatch: 'كلمتا المرور غير متطابقتين!',
  name_too_short: 'يجب ألا يقل الاسم عن حرفين!',
  name_has_link: 'يُرجى إدخال اسمك دون روابط أو عناوين بريد إلكتروني.',
  url_required: 'الرابط مطلوب',
  url_protocol: 'يُسمح فقط بروابط HTTP وHTTPS',
  url_invalid: 'صيغة الرابط غير صالحة',
  url_too_long: 'الرابط طويل جدًا',
  data_required: 'البيانات مطلوبة',
  data_too_long: 'البيانات أطول من أن يُنشأ منها رمز QR',
  data_invalid: 'صيغة البيانات غير صالحة',
  rateLimit: {
    newsletter: 'محاولات اشتراك كثيرة جدًا. يُرجى المحاولة مجددًا بعد {{minutes}} دقيقة.',
    signin: 'محاولات تسجيل دخول كثيرة جدًا. يُرجى المحاولة مجددًا بعد {{minutes}} دقيقة.',
    signup: 'محاولات إنشاء حساب كثيرة جدًا. يُرجى المحاولة مجددًا بعد {{minutes}} دقيقة.',
  },
};
