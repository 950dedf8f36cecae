/** The demo pages' words, in both languages (plain server-written pages, outside the app's catalogs). */
export const demoText = {
  en: {
    partnerName: 'Gulf Horizons Travel',
    demoTitle: 'Gulf Horizons Travel: book with Rihla',
    demoLead:
      'A partner page on its own site, embedding the Rihla widget three ways. Each widget is its own app, with its own state.',
    scriptHeading: '1. The loader script',
    scriptLead: 'Hotels and events, in English, where the script tag stands.',
    elementHeading: '2. The <rihla-widget> element',
    elementLead: 'The same partner in Arabic, paying in Saudi riyals; the card is entered in a new window.',
    iframeHeading: '3. A plain iframe',
    iframeLead: 'A flights-only partner that allows no scripts: the widget opens on the flights home.',
    iframeTitle: 'Book flights with Rihla',
    eventsHeading: 'Events from the widgets',
    noEvents: 'Nothing yet: open a page in a widget.',
    partnersLink: 'Embedding guide for partners',
    otherLanguage: 'العربية',
    docsTitle: 'For partners: embed Rihla on your site',
    docsLead:
      'Rihla signs a payload for your site (your verticals, currency, language and brand colour). Put it in one of these three lines; the widget sizes itself to its content and tells your page what happens in it.',
    docsScript: 'A loader script: the widget appears where the tag stands.',
    docsElement: 'A custom element, defined by the same script, for pages that place the widget themselves.',
    docsIframe: 'A plain iframe, for pages that allow no scripts: give it a height, it scrolls inside.',
    docsEvents:
      'Listen for rihla:navigate (each page shown) and rihla:booking-completed (a paid, confirmed booking) on the element, or on the document: both bubble. When a traveller opens another page in the widget, your page scrolls back to the widget’s top if it is out of sight; give the frame a scroll-margin-top to keep it clear of a sticky header.',
    docsPayment:
      'A card is entered on the payment gateway’s page, inside the widget by default; add payment="popup" (data-payment="popup" on the script) to open it in a new window instead. Either way the traveller comes back to the booking’s confirmation in the widget.',
    docsOrigins:
      'Only the origins registered for your payload may frame the widget (Content-Security-Policy frame-ancestors), and the widget posts its messages to your origin only.',
    copy: 'Copy',
    copied: 'Copied to the clipboard.',
    copyFailed: 'Copying was refused: select the code and copy it.',
    demoLink: 'See the three ways on a demo page',
  },
  ar: {
    partnerName: 'آفاق الخليج للسفر',
    demoTitle: 'آفاق الخليج للسفر: احجز مع رحلة',
    demoLead: 'صفحة شريك على موقعه الخاص، تضمّن أداة رحلة بثلاث طرق. كل أداة تطبيق مستقل بحالته الخاصة.',
    scriptHeading: '1. سكربت التحميل',
    scriptLead: 'الفنادق والفعاليات بالإنجليزية، في موضع وسم السكربت.',
    elementHeading: '2. العنصر <rihla-widget>',
    elementLead: 'الشريك نفسه بالعربية، والدفع بالريال السعودي؛ تُدخَل البطاقة في نافذة جديدة.',
    iframeHeading: '3. إطار iframe عادي',
    iframeLead: 'شريك للرحلات الجوية فقط لا يسمح بالسكربتات: تفتح الأداة على صفحة الرحلات.',
    iframeTitle: 'احجز رحلات الطيران مع رحلة',
    eventsHeading: 'أحداث الأدوات',
    noEvents: 'لا شيء بعد: افتح صفحة في إحدى الأدوات.',
    partnersLink: 'دليل التضمين للشركاء',
    otherLanguage: 'English',
    docsTitle: 'للشركاء: ضمّن رحلة في موقعك',
    docsLead:
      'توقّع رحلة حمولة لموقعك (خدماتك وعملتك ولغتك ولون علامتك). ضعها في أحد هذه الأسطر الثلاثة؛ تضبط الأداة ارتفاعها على محتواها وتخبر صفحتك بما يحدث فيها.',
    docsScript: 'سكربت تحميل: تظهر الأداة في موضع الوسم.',
    docsElement: 'عنصر مخصص يعرّفه السكربت نفسه، للصفحات التي تضع الأداة بنفسها.',
    docsIframe: 'إطار iframe عادي للصفحات التي لا تسمح بالسكربتات: حدّد له ارتفاعًا، ويتم التمرير داخله.',
    docsEvents:
      'استمع إلى rihla:navigate (كل صفحة تُعرض) وrihla:booking-completed (حجز مدفوع ومؤكد) على العنصر أو على المستند: كلاهما ينتشر للأعلى. عندما يفتح المسافر صفحة أخرى في الأداة، تعود صفحتك إلى أعلى الأداة إن كان خارج النظر؛ أعطِ الإطار scroll-margin-top ليبقى بعيدًا عن الترويسة الثابتة.',
    docsPayment:
      'تُدخَل البطاقة في صفحة بوابة الدفع، داخل الأداة افتراضيًا؛ أضف payment="popup" (أو data-payment="popup" على السكربت) لفتحها في نافذة جديدة بدلًا من ذلك. وفي الحالتين يعود المسافر إلى تأكيد الحجز في الأداة.',
    docsOrigins:
      'لا يُسمح بتضمين الأداة إلا للأصول المسجّلة لحمولتك (frame-ancestors في سياسة أمان المحتوى)، ولا ترسل الأداة رسائلها إلا إلى أصلك.',
    copy: 'نسخ',
    copied: 'تم النسخ إلى الحافظة.',
    copyFailed: 'رُفض النسخ: حدّد الشيفرة وانسخها.',
    demoLink: 'شاهد الطرق الثلاث في صفحة تجريبية',
  },
} as const

export type DemoLocale = keyof typeof demoText
