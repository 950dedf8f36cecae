import { heading, list, paragraph } from './blocks'
import type { ContactDetails, PageContent } from './blocks'

export const aboutUs = (contact: ContactDetails): PageContent => ({
  slug: 'about-us',
  title: { en: 'About Rihla', ar: 'عن رحلة' },
  summary: {
    en: 'Rihla is a Riyadh-based travel booking company that lets travellers in Saudi Arabia book flights, hotels, buses, trains and events in Arabic or English.',
    ar: 'رحلة شركة حجوزات سفر مقرها الرياض، تتيح للمسافرين في المملكة العربية السعودية حجز رحلات الطيران والفنادق والحافلات والقطارات والفعاليات باللغتين العربية والإنجليزية.',
  },
  blocks: {
    en: [
      heading('Who we are'),
      paragraph(
        'Rihla — Arabic for "journey" — was founded in Riyadh by a team of travel agents and engineers who believed that booking a trip inside the Kingdom should be as easy as dreaming it up. Whether you are flying to Jeddah for a weekend, taking the Haramain train to Madinah, or picking up passes for Riyadh Season, everything is in one place, in your language, priced in your currency.',
      ),
      paragraph(
        'We are a Saudi company, and our customer support team works from our head office in Riyadh around the clock, seven days a week. Most of our team travel the same routes our customers do, and it shows in the details: prayer-friendly hotel filters, family seating on buses, and fares that already include VAT.',
      ),
      heading('What you can book'),
      list(
        'Flights: one-way, round-trip and multi-city fares on Saudi and international airlines, in Economy, Premium Economy and Business, with baggage, seats, meals and upgrades as add-ons.',
        'Hotels: from budget stays near the Haram to resorts in AlUla and on the Red Sea, with up to six rooms in one booking.',
        'Intercity buses: seat selection on coaches between more than a hundred Saudi cities, with bigger discounts the earlier you book.',
        'Trains: the Haramain High Speed Railway and the East and North lines, with seat selection for up to four travellers.',
        'Events: passes for seasons, concerts, motorsport, football and family entertainment across the Kingdom.',
      ),
      heading('How we work'),
      list(
        'Clear prices: every price is shown in the currency you choose, from more than 17 currencies, and includes 15% VAT where it applies.',
        'Flexible plans: flight bookings can be changed up to 48 hours before departure, subject to the airline’s fare rules.',
        'Secure payments: cards, bank transfer and mobile wallets are processed by a licensed payment gateway; we never see or store your full card number.',
        'Both languages: the whole site, every email and every receipt is available in Arabic and English.',
      ),
      heading('Rihla for partners'),
      paragraph(
        'Travel agencies, airlines, banks and loyalty programmes can embed Rihla on their own websites. Our booking widget carries the partner’s colours, shows only the services they choose, and signs their customers in automatically. Partners keep their brand; we take care of inventory, payments and after-sales support.',
      ),
      heading('Where to find us'),
      paragraph(
        `Our head office is at 7235 King Fahd Road, Al Olaya District, Riyadh 12214. You can reach our support team at any hour on ${contact.phone}, on WhatsApp at ${contact.whatsapp}, or by email at ${contact.email}.`,
      ),
    ],
    ar: [
      heading('من نحن'),
      paragraph(
        'تأسست «رحلة» في الرياض على يد فريق من وكلاء السفر والمهندسين آمنوا بأن حجز رحلة داخل المملكة يجب أن يكون بسهولة التخطيط لها. سواء كنت مسافرًا إلى جدة في عطلة نهاية الأسبوع، أو متجهًا إلى المدينة المنورة بقطار الحرمين، أو تحجز تذاكر موسم الرياض، ستجد كل ذلك في مكان واحد، بلغتك، وبعملتك.',
      ),
      paragraph(
        'نحن شركة سعودية، ويعمل فريق خدمة العملاء لدينا من مكتبنا الرئيسي في الرياض على مدار الساعة طوال أيام الأسبوع. يسافر معظم أعضاء فريقنا على الطرق نفسها التي يسلكها عملاؤنا، وينعكس ذلك في التفاصيل: فلاتر الفنادق القريبة من المساجد، ومقاعد العائلات في الحافلات، وأسعار تشمل ضريبة القيمة المضافة مسبقًا.',
      ),
      heading('ما يمكنك حجزه'),
      list(
        'رحلات الطيران: رحلات ذهاب فقط وذهاب وعودة ومتعددة الوجهات على شركات طيران سعودية ودولية، على الدرجة الاقتصادية والاقتصادية المميزة ودرجة الأعمال، مع الأمتعة والمقاعد والوجبات والترقيات كخدمات إضافية.',
        'الفنادق: من الإقامات الاقتصادية القريبة من الحرم إلى منتجعات العلا والبحر الأحمر، مع إمكانية حجز حتى ست غرف في حجز واحد.',
        'الحافلات بين المدن: اختيار المقاعد في الحافلات بين أكثر من مئة مدينة سعودية، وكلما حجزت مبكرًا زاد الخصم.',
        'القطارات: قطار الحرمين السريع وقطارا الشرق والشمال، مع اختيار المقاعد لما يصل إلى أربعة مسافرين.',
        'الفعاليات: تذاكر المواسم والحفلات ورياضة المحركات وكرة القدم والترفيه العائلي في أنحاء المملكة.',
      ),
      heading('كيف نعمل'),
      list(
        'أسعار واضحة: تُعرض جميع الأسعار بالعملة التي تختارها من بين أكثر من 17 عملة، وتشمل ضريبة القيمة المضافة بنسبة 15% حيثما تنطبق.',
        'خطط مرنة: يمكن تعديل حجوزات الطيران حتى 48 ساعة قبل موعد الإقلاع، وفقًا لشروط تذكرة شركة الطيران.',
        'مدفوعات آمنة: تتم معالجة البطاقات والتحويلات البنكية والمحافظ الإلكترونية عبر بوابة دفع مرخّصة، ولا نطّلع على رقم بطاقتك كاملًا ولا نحتفظ به.',
        'لغتان: الموقع بالكامل وكل رسالة بريد إلكتروني وكل إيصال متاح بالعربية والإنجليزية.',
      ),
      heading('رحلة للشركاء'),
      paragraph(
        'يمكن لوكالات السفر وشركات الطيران والبنوك وبرامج الولاء تضمين «رحلة» في مواقعها. تحمل أداة الحجز ألوان الشريك، وتعرض الخدمات التي يختارها فقط، وتُدخل عملاءه تلقائيًا. يحتفظ الشريك بعلامته التجارية، ونتولى نحن المخزون والمدفوعات وخدمة ما بعد البيع.',
      ),
      heading('أين تجدنا'),
      paragraph(
        `يقع مكتبنا الرئيسي في 7235 طريق الملك فهد، حي العليا، الرياض 12214. يمكنك التواصل مع فريق الدعم في أي وقت على الرقم ${contact.phone}، أو عبر واتساب على ${contact.whatsapp}، أو بالبريد الإلكتروني ${contact.email}.`,
      ),
    ],
  },
})
