import { heading, list, paragraph } from './blocks'
import type { ContactDetails, PageContent } from './blocks'

export const privacyPolicy = (contact: ContactDetails): PageContent => ({
  slug: 'privacy-policy',
  title: { en: 'Privacy policy', ar: 'سياسة الخصوصية' },
  summary: {
    en: 'How Rihla collects, uses, shares and protects your personal data when you search and book with us, and the rights the Saudi Personal Data Protection Law gives you.',
    ar: 'كيف تجمع «رحلة» بياناتك الشخصية وتستخدمها وتشاركها وتحميها عند البحث والحجز لدينا، والحقوق التي يمنحك إياها نظام حماية البيانات الشخصية في المملكة.',
  },
  blocks: {
    en: [
      heading('Who we are'),
      paragraph(
        'Rihla Travel ("Rihla", "we") operates this website, its mobile versions and the Rihla booking widget embedded on partner websites. We are the controller of the personal data described in this policy, and we process it in accordance with the Personal Data Protection Law of the Kingdom of Saudi Arabia (PDPL) and its implementing regulations.',
      ),
      heading('The data we collect'),
      list(
        'Account details: your name, email address, mobile number and, if you set one, a password (stored only as a secure hash).',
        'Traveller details needed for a booking: names as they appear on the passport, date of birth, gender, nationality, national ID or Iqama number, passport number, issuing country and dates, and frequent flyer numbers, for you and for anyone you book for.',
        'Booking details: what you searched for and booked, dates, seats, rooms, add-ons, prices and booking status.',
        'Payment details: the payment method, amount, currency and result. Card details are entered on the payment gateway’s secure page; we receive only a token, the card brand and the last four digits.',
        'Messages: support requests, chat conversations and contact-form messages.',
        'Technical data: IP address, approximate country, device and browser type, language and currency preferences, and the pages you visit.',
      ),
      heading('Why we use it'),
      list(
        'To make, change, cancel and refund bookings with airlines, hotels, bus and rail operators and event organisers (performance of our contract with you).',
        'To take payments, prevent fraud and keep accounts secure (contract and legitimate interest).',
        'To send booking confirmations, e-tickets, one-time passwords and service messages (contract).',
        'To issue VAT invoices and keep accounting records, and to answer lawful requests from authorities (legal obligation).',
        'To improve our search, prices and service using aggregated statistics (legitimate interest).',
        'To send offers and newsletters, only if you have agreed; you can withdraw that consent at any time.',
      ),
      heading('Who we share it with'),
      paragraph(
        'We share only what each party needs: the airline, hotel, operator or organiser that provides your booking; the payment gateway and banks that process your payment; our hosting, email and SMS providers, under written data-processing agreements; and government authorities where the law requires it. When you book through a partner’s website, the partner learns that you made a booking. We do not sell your personal data.',
      ),
      heading('Payments'),
      paragraph(
        'Payments are processed by a licensed payment gateway. Your card number and security code go directly to the gateway over an encrypted connection and are protected by 3-D Secure verification with your bank. Rihla never sees or stores your full card number or CVV.',
      ),
      heading('Cookies'),
      list(
        'Essential cookies keep you signed in, remember your language and currency, and hold the widget settings a partner site opened Rihla with. The site cannot work without them.',
        'Preference cookies remember your recent searches so you do not have to type them again.',
        'Analytics cookies help us understand which pages are useful; we set them only with your consent.',
        'You can delete or block cookies in your browser settings; blocking essential cookies will sign you out and reset your preferences.',
      ),
      heading('How long we keep it'),
      list(
        'Booking, payment and invoice records: for the period Saudi tax and commercial law requires, currently at least six years after the end of the financial year.',
        'Your account: until you ask us to close it; traveller profiles you saved are deleted with it.',
        'Support and contact messages: two years after the conversation ends.',
        'Technical logs: twelve months.',
      ),
      heading('Transfers outside the Kingdom'),
      paragraph(
        'When you book a flight, hotel or event abroad, we must send the necessary traveller details to the supplier in that country. We make such transfers only to the extent needed to provide your booking, and otherwise in line with the PDPL’s rules on transfers outside the Kingdom.',
      ),
      heading('Your rights'),
      list(
        'To be informed of how and why your data is processed.',
        'To access your data and obtain a copy of it in a readable format.',
        'To have inaccurate or incomplete data corrected.',
        'To have data destroyed when we no longer need it, unless the law requires us to keep it.',
        'To withdraw your consent to processing that relies on consent.',
        'To lodge a complaint with the Saudi Data and Artificial Intelligence Authority (SDAIA).',
      ),
      paragraph(
        `To exercise these rights, write to ${contact.email} from the email address on your account. We reply within 30 days.`,
      ),
      heading('How we protect it'),
      paragraph(
        'All connections are encrypted, passwords and sign-in tokens are stored only as one-way hashes, access to personal data is limited to the staff who need it, and every access is logged. If a breach ever put your data at risk, we would notify you and the competent authority as the law requires.',
      ),
      heading('Children'),
      paragraph(
        'You must be 18 or older to open an account. Parents and guardians may book travel for children and are responsible for the details they provide about them.',
      ),
      heading('Changes to this policy'),
      paragraph(
        'We will post any change on this page with a new date, and tell you by email before a significant change takes effect.',
      ),
    ],
    ar: [
      heading('من نحن'),
      paragraph(
        'تدير «رحلة للسفر» («رحلة» أو «نحن») هذا الموقع ونسخه على الأجهزة المحمولة وأداة حجز «رحلة» المضمّنة في مواقع الشركاء. ونحن الجهة المتحكمة في البيانات الشخصية الموضحة في هذه السياسة، ونعالجها وفقًا لنظام حماية البيانات الشخصية في المملكة العربية السعودية ولوائحه التنفيذية.',
      ),
      heading('البيانات التي نجمعها'),
      list(
        'بيانات الحساب: اسمك وبريدك الإلكتروني ورقم جوالك، وكلمة المرور إن أنشأتها (تُحفظ على هيئة قيمة مشفّرة أحادية الاتجاه فقط).',
        'بيانات المسافرين اللازمة للحجز: الأسماء كما تظهر في جواز السفر، وتاريخ الميلاد، والجنس، والجنسية، ورقم الهوية الوطنية أو الإقامة، ورقم جواز السفر وبلد الإصدار وتواريخه، وأرقام المسافر الدائم، لك ولكل من تحجز لهم.',
        'بيانات الحجز: ما بحثت عنه وحجزته، والتواريخ، والمقاعد، والغرف، والخدمات الإضافية، والأسعار، وحالة الحجز.',
        'بيانات الدفع: طريقة الدفع والمبلغ والعملة والنتيجة. تُدخل بيانات البطاقة في الصفحة الآمنة لبوابة الدفع، ولا نتلقى إلا رمزًا بديلًا ونوع البطاقة وآخر أربعة أرقام منها.',
        'الرسائل: طلبات الدعم والمحادثات ورسائل نموذج التواصل.',
        'البيانات التقنية: عنوان IP، والدولة التقريبية، ونوع الجهاز والمتصفح، وتفضيلات اللغة والعملة، والصفحات التي تزورها.',
      ),
      heading('لماذا نستخدمها'),
      list(
        'لإنشاء الحجوزات وتعديلها وإلغائها واسترداد قيمتها لدى شركات الطيران والفنادق ومشغّلي الحافلات والقطارات ومنظمي الفعاليات (تنفيذ العقد المبرم معك).',
        'لتحصيل المدفوعات ومنع الاحتيال وحماية الحسابات (تنفيذ العقد والمصلحة المشروعة).',
        'لإرسال تأكيدات الحجز والتذاكر الإلكترونية وكلمات المرور لمرة واحدة ورسائل الخدمة (تنفيذ العقد).',
        'لإصدار فواتير ضريبة القيمة المضافة وحفظ السجلات المحاسبية، والاستجابة للطلبات النظامية من الجهات المختصة (التزام نظامي).',
        'لتحسين البحث والأسعار والخدمة باستخدام إحصاءات مجمّعة (المصلحة المشروعة).',
        'لإرسال العروض والنشرات البريدية، فقط إذا وافقت على ذلك، ويمكنك سحب موافقتك في أي وقت.',
      ),
      heading('مع من نشاركها'),
      paragraph(
        'لا نشارك إلا ما يحتاجه كل طرف: شركة الطيران أو الفندق أو المشغّل أو المنظّم الذي يقدّم حجزك، وبوابة الدفع والبنوك التي تعالج دفعتك، ومزوّدي الاستضافة والبريد الإلكتروني والرسائل النصية بموجب اتفاقيات مكتوبة لمعالجة البيانات، والجهات الحكومية متى ما اقتضى النظام ذلك. وعند الحجز عبر موقع أحد الشركاء، يعلم الشريك أنك أجريت حجزًا. نحن لا نبيع بياناتك الشخصية.',
      ),
      heading('المدفوعات'),
      paragraph(
        'تتم معالجة المدفوعات عبر بوابة دفع مرخّصة. ينتقل رقم بطاقتك ورمز الأمان مباشرةً إلى البوابة عبر اتصال مشفّر، ويحميهما التحقق الثلاثي الأبعاد (3-D Secure) لدى بنكك. لا تطّلع «رحلة» أبدًا على رقم بطاقتك كاملًا أو رمز CVV ولا تحتفظ بهما.',
      ),
      heading('ملفات تعريف الارتباط'),
      list(
        'ملفات تعريف الارتباط الأساسية تُبقيك مسجّلًا للدخول، وتتذكر لغتك وعملتك، وتحفظ إعدادات الأداة التي فتح بها موقع الشريك «رحلة». لا يعمل الموقع بدونها.',
        'ملفات التفضيلات تتذكر عمليات بحثك الأخيرة حتى لا تضطر إلى كتابتها مجددًا.',
        'ملفات التحليلات تساعدنا على معرفة الصفحات المفيدة، ولا نستخدمها إلا بموافقتك.',
        'يمكنك حذف ملفات تعريف الارتباط أو حظرها من إعدادات متصفحك، وسيؤدي حظر الملفات الأساسية إلى تسجيل خروجك وإعادة ضبط تفضيلاتك.',
      ),
      heading('مدة الاحتفاظ بها'),
      list(
        'سجلات الحجز والدفع والفواتير: طوال المدة التي تفرضها الأنظمة الضريبية والتجارية في المملكة، وهي حاليًا ست سنوات على الأقل بعد نهاية السنة المالية.',
        'حسابك: إلى أن تطلب إغلاقه، وتُحذف معه ملفات المسافرين التي حفظتها.',
        'رسائل الدعم والتواصل: سنتان بعد انتهاء المحادثة.',
        'السجلات التقنية: اثنا عشر شهرًا.',
      ),
      heading('النقل خارج المملكة'),
      paragraph(
        'عند حجز رحلة أو فندق أو فعالية خارج المملكة، يتعين علينا إرسال بيانات المسافرين اللازمة إلى المورّد في ذلك البلد. ولا نجري هذا النقل إلا بالقدر اللازم لتقديم حجزك، وفيما عدا ذلك وفقًا لأحكام نظام حماية البيانات الشخصية المتعلقة بالنقل خارج المملكة.',
      ),
      heading('حقوقك'),
      list(
        'العلم بكيفية معالجة بياناتك وسبب معالجتها.',
        'الوصول إلى بياناتك والحصول على نسخة منها بصيغة مقروءة.',
        'تصحيح البيانات غير الدقيقة أو غير المكتملة.',
        'إتلاف البيانات عند انتهاء الحاجة إليها، ما لم يُلزمنا النظام بالاحتفاظ بها.',
        'الرجوع عن موافقتك على المعالجة التي تستند إلى الموافقة.',
        'تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا).',
      ),
      paragraph(
        `لممارسة هذه الحقوق، راسلنا على ${contact.email} من البريد الإلكتروني المسجّل في حسابك، وسنرد خلال 30 يومًا.`,
      ),
      heading('كيف نحميها'),
      paragraph(
        'جميع الاتصالات مشفّرة، وتُحفظ كلمات المرور ورموز الدخول على هيئة قيم مشفّرة أحادية الاتجاه فقط، ويقتصر الوصول إلى البيانات الشخصية على الموظفين الذين يحتاجون إليها، ويُسجَّل كل وصول. وإذا تعرّضت بياناتك للخطر بسبب أي اختراق، فسنبلغك ونبلغ الجهة المختصة وفق ما يقتضيه النظام.',
      ),
      heading('الأطفال'),
      paragraph(
        'يجب أن يكون عمرك 18 عامًا أو أكثر لفتح حساب. ويمكن للوالدين والأوصياء حجز السفر للأطفال، ويتحملون مسؤولية البيانات التي يقدّمونها عنهم.',
      ),
      heading('التغييرات على هذه السياسة'),
      paragraph(
        'سننشر أي تغيير في هذه الصفحة مع تاريخ جديد، وسنبلغك بالبريد الإلكتروني قبل سريان أي تغيير جوهري.',
      ),
    ],
  },
})
