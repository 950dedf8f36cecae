import { heading, list, paragraph } from './blocks'
import type { ContactDetails, PageContent } from './blocks'

export const termsConditions = (contact: ContactDetails): PageContent => ({
  slug: 'terms-conditions',
  title: { en: 'Terms and conditions', ar: 'الشروط والأحكام' },
  summary: {
    en: 'The terms that apply when you search, book and pay for flights, hotels, buses, trains and events on Rihla.',
    ar: 'الشروط التي تنطبق عند البحث عن رحلات الطيران والفنادق والحافلات والقطارات والفعاليات وحجزها والدفع مقابلها عبر «رحلة».',
  },
  blocks: {
    en: [
      heading('1. About these terms'),
      paragraph(
        'These terms form the agreement between you and Rihla Travel ("Rihla") when you use our website, our apps or the Rihla widget on a partner’s website. By making a booking you confirm that you have read and accepted them, together with the supplier’s conditions for that booking.',
      ),
      heading('2. Our role'),
      paragraph(
        'Rihla sells travel and tickets provided by airlines, hotels, bus and rail operators and event organisers ("suppliers"). The supplier is responsible for providing the service itself, under its own conditions of carriage, fare rules or ticket terms, which we show before you pay. We are responsible for taking your booking and payment correctly and for helping you with changes, cancellations and refunds.',
      ),
      heading('3. Your account'),
      list(
        'You must be at least 18 years old and able to enter into a binding contract.',
        'The details you give us must be accurate and complete, and traveller names must match their passports or national IDs exactly.',
        'Keep your password and one-time passwords private; you are responsible for bookings made from your account.',
      ),
      heading('4. Bookings'),
      list(
        'A booking is confirmed only when payment has been received and we have sent you an order ID and, for flights, a booking reference (PNR).',
        'Unpaid bookings are held until the expiry time shown at checkout and then released.',
        'Passports, visas, health requirements and entry permits are your responsibility; check them before you travel.',
        'Passenger types follow the airline’s rules: adults are 12 and over, children 2 to 12 and infants under 2 on the date of travel.',
      ),
      heading('5. Prices and payment'),
      list(
        'Prices are shown in the currency you choose. Amounts are converted from Saudi riyals at our exchange rate at the time of booking, and you are charged the amount shown at checkout.',
        'Prices include value added tax (VAT) at 15% where it applies, and every fee is shown before you pay.',
        'Your bank may apply its own foreign-exchange or card fees, which are outside our control.',
        'Bank transfers are confirmed only when the funds reach us; a booking awaiting transfer expires at the time shown.',
        'A price is guaranteed only once payment is complete; until then the supplier may change it.',
      ),
      heading('6. Changes'),
      list(
        'Flight bookings can be changed up to 48 hours before departure. The airline’s change fee and any fare difference apply, and some fares cannot be changed.',
        'Hotel changes depend on the rate you booked; a change may be treated as a cancellation and a new booking.',
        'Bus and train tickets can be changed according to the operator’s rules shown with the fare.',
        'Traveller names cannot be changed after ticketing, except to correct a spelling mistake where the supplier allows it.',
      ),
      heading('7. Cancellations and refunds'),
      list(
        'You can cancel from My Bookings or by contacting support. The supplier’s cancellation rules decide how much is refunded; non-refundable fares and rates return only refundable taxes.',
        'Refunds are made to the original payment method within 14 business days of the supplier releasing the funds; your bank may take longer to show them.',
        'If you do not show up for a flight, hotel or event without cancelling, the booking may be forfeited in full.',
        'If a supplier cancels or significantly changes your booking, we will offer you the alternatives or the refund the supplier provides, and we waive our own service fee.',
        'Rihla’s service fee is not refundable when you cancel for your own reasons.',
      ),
      heading('8. Events'),
      paragraph(
        'Event passes are personal and may require ID at the entrance. Organisers may change line-ups, times or venues; if an event is cancelled or postponed, the organiser’s refund policy applies and we will tell you how to claim.',
      ),
      heading('9. Liability'),
      paragraph(
        'Rihla is not liable for the acts or omissions of suppliers, for delays, cancellations or losses caused by them, or for events beyond reasonable control such as severe weather or government action. Where we are at fault, our liability is limited to the amount you paid us for the affected booking. Nothing in these terms limits any liability that cannot be limited under the laws of the Kingdom of Saudi Arabia.',
      ),
      heading('10. Acceptable use'),
      paragraph(
        'You may not use Rihla for speculative or fraudulent bookings, resell bookings without our written agreement, or scrape or overload the service. We may cancel bookings and close accounts that break these rules.',
      ),
      heading('11. Governing law'),
      paragraph(
        'These terms are governed by the laws of the Kingdom of Saudi Arabia. Any dispute that we cannot settle amicably will be decided by the competent courts in Riyadh.',
      ),
      heading('12. Contact'),
      paragraph(
        `Questions about these terms can be sent to ${contact.email} or raised with our support team on ${contact.phone}.`,
      ),
    ],
    ar: [
      heading('1. نبذة عن هذه الشروط'),
      paragraph(
        'تشكّل هذه الشروط الاتفاقية بينك وبين «رحلة للسفر» («رحلة») عند استخدامك موقعنا أو تطبيقاتنا أو أداة «رحلة» في موقع أحد الشركاء. وبإتمامك أي حجز فإنك تؤكد أنك قرأتها ووافقت عليها، إلى جانب شروط المورّد الخاصة بذلك الحجز.',
      ),
      heading('2. دورنا'),
      paragraph(
        'تبيع «رحلة» خدمات السفر والتذاكر التي تقدّمها شركات الطيران والفنادق ومشغّلو الحافلات والقطارات ومنظمو الفعاليات («المورّدون»). ويتحمّل المورّد مسؤولية تقديم الخدمة ذاتها وفق شروط النقل أو قواعد الأسعار أو شروط التذاكر الخاصة به، والتي نعرضها قبل الدفع. ونتحمّل نحن مسؤولية تسجيل حجزك ودفعتك بصورة صحيحة ومساعدتك في التعديلات والإلغاءات والمبالغ المستردة.',
      ),
      heading('3. حسابك'),
      list(
        'يجب ألا يقل عمرك عن 18 عامًا وأن تكون أهلًا لإبرام عقد ملزم.',
        'يجب أن تكون البيانات التي تقدّمها دقيقة ومكتملة، وأن تتطابق أسماء المسافرين تمامًا مع جوازات سفرهم أو هوياتهم الوطنية.',
        'حافظ على سرية كلمة المرور وكلمات المرور لمرة واحدة، فأنت مسؤول عن الحجوزات التي تتم من حسابك.',
      ),
      heading('4. الحجوزات'),
      list(
        'لا يُعدّ الحجز مؤكدًا إلا بعد استلام الدفعة وإرسالنا إليك رقم الطلب، ومرجع الحجز (PNR) في حالة رحلات الطيران.',
        'تُحجز الطلبات غير المدفوعة حتى وقت الانتهاء الظاهر عند إتمام الحجز، ثم تُلغى.',
        'جوازات السفر والتأشيرات والاشتراطات الصحية وتصاريح الدخول من مسؤوليتك، فتحقق منها قبل السفر.',
        'تتبع فئات المسافرين قواعد شركة الطيران: البالغون من 12 عامًا فأكثر، والأطفال من 2 إلى 12 عامًا، والرضّع دون عامين في تاريخ السفر.',
      ),
      heading('5. الأسعار والدفع'),
      list(
        'تُعرض الأسعار بالعملة التي تختارها، وتُحوَّل المبالغ من الريال السعودي بسعر الصرف المعتمد لدينا وقت الحجز، ويُخصم منك المبلغ الظاهر عند إتمام الحجز.',
        'تشمل الأسعار ضريبة القيمة المضافة بنسبة 15% حيثما تنطبق، وتُعرض جميع الرسوم قبل الدفع.',
        'قد يفرض بنكك رسومًا خاصة به على تحويل العملات أو استخدام البطاقة، وهي خارج نطاق سيطرتنا.',
        'لا تُؤكَّد التحويلات البنكية إلا عند وصول المبلغ إلينا، وينتهي الحجز الذي ينتظر التحويل في الوقت الظاهر.',
        'لا يكون السعر مضمونًا إلا بعد اكتمال الدفع، وقد يغيّره المورّد قبل ذلك.',
      ),
      heading('6. التعديلات'),
      list(
        'يمكن تعديل حجوزات الطيران حتى 48 ساعة قبل موعد الإقلاع، مع تطبيق رسوم التعديل لدى شركة الطيران وأي فرق في السعر، وبعض الأسعار لا تقبل التعديل.',
        'تعتمد تعديلات الفنادق على السعر الذي حجزته، وقد يُعامل التعديل على أنه إلغاء وحجز جديد.',
        'يمكن تعديل تذاكر الحافلات والقطارات وفق قواعد المشغّل الظاهرة مع السعر.',
        'لا يمكن تغيير أسماء المسافرين بعد إصدار التذاكر، إلا لتصحيح خطأ إملائي حيثما يسمح المورّد بذلك.',
      ),
      heading('7. الإلغاء والاسترداد'),
      list(
        'يمكنك الإلغاء من صفحة «حجوزاتي» أو بالتواصل مع الدعم، وتحدد قواعد الإلغاء لدى المورّد المبلغ المسترد، ولا تُرد في الأسعار غير القابلة للاسترداد إلا الضرائب القابلة للاسترداد.',
        'تُعاد المبالغ إلى وسيلة الدفع الأصلية خلال 14 يوم عمل من إفراج المورّد عنها، وقد يستغرق ظهورها لدى بنكك وقتًا أطول.',
        'إذا لم تحضر إلى رحلة أو فندق أو فعالية دون إلغاء مسبق، فقد تفقد قيمة الحجز بالكامل.',
        'إذا ألغى المورّد حجزك أو غيّره تغييرًا جوهريًا، فسنعرض عليك البدائل أو المبلغ المسترد الذي يقدّمه المورّد، ونعفيك من رسوم الخدمة الخاصة بنا.',
        'رسوم خدمة «رحلة» غير قابلة للاسترداد عند الإلغاء لأسباب تخصك.',
      ),
      heading('8. الفعاليات'),
      paragraph(
        'تذاكر الفعاليات شخصية وقد يُطلب إبراز الهوية عند الدخول. وقد يغيّر المنظمون قائمة المشاركين أو المواعيد أو الأماكن، وإذا أُلغيت فعالية أو أُجّلت، تُطبَّق سياسة الاسترداد لدى المنظّم وسنوضح لك كيفية المطالبة.',
      ),
      heading('9. المسؤولية'),
      paragraph(
        'لا تتحمل «رحلة» المسؤولية عن أفعال المورّدين أو تقصيرهم، ولا عن التأخير أو الإلغاء أو الخسائر الناتجة عنهم، ولا عن الأحداث الخارجة عن السيطرة المعقولة مثل الأحوال الجوية القاسية أو الإجراءات الحكومية. وفي حال ثبوت تقصيرنا، تقتصر مسؤوليتنا على المبلغ الذي دفعته لنا مقابل الحجز المتأثر. ولا يحدّ أي بند في هذه الشروط من أي مسؤولية لا يجوز تقييدها وفق أنظمة المملكة العربية السعودية.',
      ),
      heading('10. الاستخدام المقبول'),
      paragraph(
        'لا يجوز استخدام «رحلة» لإجراء حجوزات وهمية أو احتيالية، أو إعادة بيع الحجوزات دون موافقتنا الكتابية، أو استخراج البيانات آليًا من الخدمة أو إثقالها. ويحق لنا إلغاء الحجوزات وإغلاق الحسابات المخالفة لهذه القواعد.',
      ),
      heading('11. النظام الواجب التطبيق'),
      paragraph(
        'تخضع هذه الشروط لأنظمة المملكة العربية السعودية، وتختص المحاكم المختصة في مدينة الرياض بالفصل في أي نزاع يتعذّر حلّه وديًا.',
      ),
      heading('12. التواصل'),
      paragraph(
        `يمكن إرسال الاستفسارات حول هذه الشروط إلى ${contact.email} أو طرحها على فريق الدعم على الرقم ${contact.phone}.`,
      ),
    ],
  },
})
