import { heading, list, paragraph } from './blocks'
import type { ContactDetails, PageContent } from './blocks'

export const faq = (contact: ContactDetails): PageContent => ({
  slug: 'faq',
  title: { en: 'Frequently asked questions', ar: 'الأسئلة الشائعة' },
  summary: {
    en: 'Quick answers about booking, paying, changing and cancelling with Rihla.',
    ar: 'إجابات سريعة عن الحجز والدفع والتعديل والإلغاء عبر «رحلة».',
  },
  blocks: {
    en: [
      heading('How do I know my booking is confirmed?'),
      paragraph(
        'As soon as your payment goes through, you see a confirmation page with your order ID, and we email you the booking details. Flights also show the airline’s booking reference (PNR). You can find every booking under My Bookings.',
      ),
      heading('Which currencies can I use?'),
      paragraph(
        'You can see prices in more than 17 currencies, including the Saudi riyal, UAE dirham, US dollar, euro, pound sterling, Egyptian pound, Indian rupee and Pakistani rupee. Pick one from the currency menu; you are charged the amount shown at checkout.',
      ),
      heading('Do prices include VAT?'),
      paragraph(
        'Yes. Prices include value added tax at 15% where it applies, and the price summary shows the tax separately.',
      ),
      heading('How can I pay?'),
      list(
        'Debit and credit cards, including mada, Visa and Mastercard, with 3-D Secure verification.',
        'Bank transfer: your booking stays pending until the transfer arrives, within the time shown.',
        'Mobile wallets: approve the payment with the one-time password sent to your phone.',
      ),
      heading('Can I change my flight?'),
      paragraph(
        'Yes, up to 48 hours before departure for fares that allow changes. Open the booking in My Bookings or contact support; the airline’s change fee and any fare difference apply.',
      ),
      heading('How do I cancel a hotel booking?'),
      paragraph(
        'Open the booking in My Bookings, choose Cancel booking and confirm. The cancellation policy shown with your room decides whether a fee applies.',
      ),
      heading('When will I get my refund?'),
      paragraph(
        'We return refunds to your original payment method within 14 business days of the supplier releasing them. Your bank may need a few more days to show the amount.',
      ),
      heading('Who counts as a child or an infant?'),
      paragraph(
        'Adults are 12 or older, children are between 2 and 12, and infants are under 2 on the date of travel. Infants travel on an adult’s lap and each adult can bring one infant.',
      ),
      heading('How many rooms or seats can I book at once?'),
      list(
        'Hotels: up to 6 rooms in one booking, each with its own adults and children.',
        'Trains: up to 4 seats per booking, with at least one adult.',
        'Buses: choose each seat on the seat map; families can pick front seats reserved for them.',
      ),
      heading('Do I need an account to book?'),
      paragraph(
        'You can search and compare without an account. Signing in lets you see your bookings, save traveller profiles for friends and family, and raise support requests.',
      ),
      heading('I forgot my password. What should I do?'),
      paragraph(
        'Choose Forgot password on the sign-in screen, enter your mobile number, type the one-time password we text you, and set a new password.',
      ),
      heading('How do I reach support?'),
      paragraph(
        `Call ${contact.phone}, message us on WhatsApp at ${contact.whatsapp}, email ${contact.email}, or open a request from the Support page. We are available 24 hours a day.`,
      ),
    ],
    ar: [
      heading('كيف أعرف أن حجزي مؤكد؟'),
      paragraph(
        'بمجرد إتمام الدفع تظهر لك صفحة التأكيد مع رقم الطلب، ونرسل إليك تفاصيل الحجز بالبريد الإلكتروني. وتعرض رحلات الطيران أيضًا مرجع الحجز لدى شركة الطيران (PNR). وتجد جميع حجوزاتك في صفحة «حجوزاتي».',
      ),
      heading('ما العملات التي يمكنني استخدامها؟'),
      paragraph(
        'يمكنك عرض الأسعار بأكثر من 17 عملة، منها الريال السعودي والدرهم الإماراتي والدولار الأمريكي واليورو والجنيه الإسترليني والجنيه المصري والروبية الهندية والروبية الباكستانية. اختر العملة من قائمة العملات، ويُخصم منك المبلغ الظاهر عند إتمام الحجز.',
      ),
      heading('هل تشمل الأسعار ضريبة القيمة المضافة؟'),
      paragraph(
        'نعم، تشمل الأسعار ضريبة القيمة المضافة بنسبة 15% حيثما تنطبق، ويعرض ملخص السعر قيمة الضريبة بشكل منفصل.',
      ),
      heading('كيف يمكنني الدفع؟'),
      list(
        'بطاقات الخصم والائتمان، ومنها مدى وفيزا وماستركارد، مع التحقق الثلاثي الأبعاد (3-D Secure).',
        'التحويل البنكي: يبقى حجزك قيد الانتظار حتى وصول التحويل خلال المدة الظاهرة.',
        'المحافظ الإلكترونية: وافق على الدفع بكلمة المرور لمرة واحدة المرسلة إلى جوالك.',
      ),
      heading('هل يمكنني تعديل رحلتي؟'),
      paragraph(
        'نعم، حتى 48 ساعة قبل موعد الإقلاع للأسعار التي تسمح بالتعديل. افتح الحجز من صفحة «حجوزاتي» أو تواصل مع الدعم، وتُطبَّق رسوم التعديل لدى شركة الطيران وأي فرق في السعر.',
      ),
      heading('كيف ألغي حجز الفندق؟'),
      paragraph(
        'افتح الحجز من صفحة «حجوزاتي»، واختر «إلغاء الحجز» ثم أكّد. وتحدد سياسة الإلغاء الظاهرة مع غرفتك ما إذا كانت هناك رسوم.',
      ),
      heading('متى أسترد المبلغ؟'),
      paragraph(
        'نعيد المبالغ إلى وسيلة الدفع الأصلية خلال 14 يوم عمل من إفراج المورّد عنها، وقد يحتاج بنكك إلى بضعة أيام إضافية لإظهار المبلغ.',
      ),
      heading('من يُعدّ طفلًا أو رضيعًا؟'),
      paragraph(
        'البالغون من 12 عامًا فأكثر، والأطفال من 2 إلى 12 عامًا، والرضّع دون عامين في تاريخ السفر. يسافر الرضيع في حضن أحد البالغين، ولكل بالغ رضيع واحد فقط.',
      ),
      heading('كم غرفة أو مقعدًا يمكنني حجزه دفعة واحدة؟'),
      list(
        'الفنادق: حتى 6 غرف في حجز واحد، لكل غرفة بالغوها وأطفالها.',
        'القطارات: حتى 4 مقاعد في الحجز الواحد، مع بالغ واحد على الأقل.',
        'الحافلات: اختر كل مقعد من مخطط المقاعد، ويمكن للعائلات اختيار المقاعد الأمامية المخصصة لها.',
      ),
      heading('هل أحتاج إلى حساب للحجز؟'),
      paragraph(
        'يمكنك البحث والمقارنة دون حساب. ويتيح لك تسجيل الدخول الاطلاع على حجوزاتك، وحفظ ملفات المسافرين من الأهل والأصدقاء، وتقديم طلبات الدعم.',
      ),
      heading('نسيت كلمة المرور، فماذا أفعل؟'),
      paragraph(
        'اختر «نسيت كلمة المرور» في شاشة تسجيل الدخول، وأدخل رقم جوالك، ثم اكتب كلمة المرور لمرة واحدة التي نرسلها إليك، وعيّن كلمة مرور جديدة.',
      ),
      heading('كيف أتواصل مع الدعم؟'),
      paragraph(
        `اتصل على ${contact.phone}، أو راسلنا عبر واتساب على ${contact.whatsapp}، أو بالبريد الإلكتروني ${contact.email}، أو افتح طلبًا من صفحة الدعم. نحن متاحون على مدار الساعة.`,
      ),
    ],
  },
})
