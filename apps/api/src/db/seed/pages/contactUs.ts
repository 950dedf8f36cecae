import { heading, list, paragraph } from './blocks'
import type { ContactDetails, PageContent } from './blocks'

export const contactUs = (contact: ContactDetails): PageContent => ({
  slug: 'contact-us',
  title: { en: 'Contact us', ar: 'اتصل بنا' },
  summary: {
    en: 'Our support team in Riyadh is available 24 hours a day, every day of the week, by phone, WhatsApp, email or the form on this page.',
    ar: 'فريق الدعم لدينا في الرياض متاح على مدار الساعة طوال أيام الأسبوع عبر الهاتف أو واتساب أو البريد الإلكتروني أو النموذج في هذه الصفحة.',
  },
  blocks: {
    en: [
      heading('Customer support'),
      paragraph('We answer around the clock, including weekends and public holidays, in Arabic and English.'),
      list(
        `Phone: ${contact.phone}`,
        `WhatsApp: ${contact.whatsapp}`,
        `Email: ${contact.email}`,
        'Signed-in travellers can also open a support request from the Support page and follow the conversation there.',
      ),
      heading('Before you get in touch'),
      paragraph(
        'Please have your order ID or booking reference (PNR) ready, together with the lead traveller’s name as it appears on the booking. For payment questions, tell us the payment method and the time of the attempt; never send us your full card number, CVV or a one-time password.',
      ),
      heading('How quickly we reply'),
      list(
        'Phone and WhatsApp: usually within a few minutes.',
        'Email and the contact form: within one business day.',
        'Urgent travel within the next 48 hours: please call us so we can act before departure.',
      ),
      heading('Visit our office'),
      paragraph(
        'Rihla Travel, 7235 King Fahd Road, Al Olaya District, Office 1402, Riyadh 12214, Saudi Arabia. Walk-in visitors are welcome Sunday to Thursday, 9:00 to 17:00.',
      ),
      heading('Partnerships and media'),
      paragraph(
        `Airlines, hotels, event organisers and businesses that want to embed the Rihla booking widget can write to ${contact.email} with the subject "Partnership". Journalists can use the subject "Media".`,
      ),
      heading('If you are not satisfied'),
      paragraph(
        'Tell us first, and a supervisor will review your case within three business days. If we cannot resolve it, you may also contact the Ministry of Commerce through its consumer protection channels.',
      ),
    ],
    ar: [
      heading('خدمة العملاء'),
      paragraph(
        'نرد على استفساراتك على مدار الساعة، بما في ذلك عطلات نهاية الأسبوع والإجازات الرسمية، بالعربية والإنجليزية.',
      ),
      list(
        `الهاتف: ${contact.phone}`,
        `واتساب: ${contact.whatsapp}`,
        `البريد الإلكتروني: ${contact.email}`,
        'يمكن للمسافرين المسجلين أيضًا فتح طلب دعم من صفحة الدعم ومتابعة المحادثة من هناك.',
      ),
      heading('قبل التواصل معنا'),
      paragraph(
        'يُرجى تجهيز رقم الطلب أو مرجع الحجز (PNR) مع اسم المسافر الرئيسي كما يظهر في الحجز. وبالنسبة لاستفسارات الدفع، أخبرنا بطريقة الدفع ووقت المحاولة، ولا ترسل إلينا أبدًا رقم بطاقتك كاملًا أو رمز التحقق (CVV) أو كلمة المرور لمرة واحدة.',
      ),
      heading('مدة الرد'),
      list(
        'الهاتف وواتساب: خلال دقائق في العادة.',
        'البريد الإلكتروني ونموذج التواصل: خلال يوم عمل واحد.',
        'السفر العاجل خلال الـ48 ساعة القادمة: يُرجى الاتصال بنا لنتمكن من التصرف قبل موعد المغادرة.',
      ),
      heading('زر مكتبنا'),
      paragraph(
        'رحلة للسفر، 7235 طريق الملك فهد، حي العليا، مكتب 1402، الرياض 12214، المملكة العربية السعودية. نستقبل الزوار من الأحد إلى الخميس، من الساعة 9:00 صباحًا حتى 5:00 مساءً.',
      ),
      heading('الشراكات والإعلام'),
      paragraph(
        `يمكن لشركات الطيران والفنادق ومنظمي الفعاليات والشركات الراغبة في تضمين أداة حجز «رحلة» مراسلتنا على ${contact.email} بعنوان «شراكة». ويمكن للصحفيين استخدام العنوان «إعلام».`,
      ),
      heading('إذا لم تكن راضيًا'),
      paragraph(
        'أخبرنا أولًا، وسيراجع أحد المشرفين حالتك خلال ثلاثة أيام عمل. وإذا تعذّر علينا حلّها، يمكنك أيضًا التواصل مع وزارة التجارة عبر قنوات حماية المستهلك.',
      ),
    ],
  },
})
