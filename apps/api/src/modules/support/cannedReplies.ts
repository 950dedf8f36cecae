import type { CannedReply } from '@rihla/api-contract/support'

/** The desk's ready answers; an agent picks one and edits it before sending. */
export const CANNED_REPLIES: readonly CannedReply[] = [
  {
    id: 'greeting',
    title: { en: 'Greeting', ar: 'ترحيب' },
    body: {
      en: 'Hello, thank you for contacting Rihla support. I am looking into your request now.',
      ar: 'مرحبًا، شكرًا لتواصلك مع دعم رحلة. أعمل الآن على طلبك.',
    },
  },
  {
    id: 'need-details',
    title: { en: 'Ask for details', ar: 'طلب تفاصيل' },
    body: {
      en: 'Could you please share more details, or a screenshot or document, so we can help you faster?',
      ar: 'هل يمكنك مشاركة مزيد من التفاصيل أو صورة أو مستند حتى نتمكن من مساعدتك بشكل أسرع؟',
    },
  },
  {
    id: 'refund-timeline',
    title: { en: 'Refund timeline', ar: 'مدة الاسترداد' },
    body: {
      en: 'Your refund has been started. It usually reaches your original payment method within 7 to 14 business days.',
      ar: 'بدأنا إجراءات الاسترداد. يصل المبلغ عادةً إلى وسيلة الدفع الأصلية خلال 7 إلى 14 يوم عمل.',
    },
  },
  {
    id: 'change-fare-rules',
    title: { en: 'Change and fare rules', ar: 'التعديل وشروط السعر' },
    body: {
      en: 'Changes depend on the fare rules of your booking. I have checked them and will confirm the options and any fee with you here.',
      ar: 'تعتمد التعديلات على شروط سعر حجزك. راجعتها وسأؤكد لك هنا الخيارات المتاحة وأي رسوم.',
    },
  },
  {
    id: 'resolved',
    title: { en: 'Resolved', ar: 'تم الحل' },
    body: {
      en: 'I am glad we could help. If anything else comes up, just reply here and the request will open again.',
      ar: 'يسعدنا أننا تمكنا من مساعدتك. إذا احتجت إلى أي شيء آخر، فقط رد هنا وسيُعاد فتح الطلب.',
    },
  },
]
