import { homeSettingsSchema, siteSettingsSchema } from '@rihla/api-contract'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import type { Config } from '../../config'
import { featuredEventsOn } from '../../modules/events/featured'
import type { Db } from '../client'
import { settings } from '../schema'
import { upsert } from './upsert'

export const SUPPORT_PHONE = '+966 11 520 4000'
export const SUPPORT_WHATSAPP = '+966 55 520 4000'

const site = (supportEmail: string) =>
  siteSettingsSchema.parse({
    name: { en: 'Rihla', ar: 'رحلة' },
    supportEmail,
    supportPhone: SUPPORT_PHONE,
    whatsapp: SUPPORT_WHATSAPP,
    office: {
      name: { en: 'Rihla Travel, Riyadh head office', ar: 'رحلة للسفر، المكتب الرئيسي بالرياض' },
      streetAddress: {
        en: '7235 King Fahd Road, Al Olaya District, Office 1402',
        ar: '7235 طريق الملك فهد، حي العليا، مكتب 1402',
      },
      locality: { en: 'Riyadh', ar: 'الرياض' },
      region: { en: 'Riyadh Province', ar: 'منطقة الرياض' },
      postalCode: '12214',
      country: 'SA',
      latitude: 24.6995,
      longitude: 46.6848,
    },
    openingHours: { opens: '00:00', closes: '23:59' },
    social: [
      { network: 'x', url: 'https://x.com/rihla_sa' },
      { network: 'instagram', url: 'https://www.instagram.com/rihla_sa' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@rihla_sa' },
      { network: 'snapchat', url: 'https://www.snapchat.com/add/rihla_sa' },
      { network: 'linkedin', url: 'https://www.linkedin.com/company/rihla-sa' },
    ],
  })

/** Home page content as of late November 2026: current offers, and the events featured in the catalogue. */
export const home = homeSettingsSchema.parse({
  offers: [
    {
      id: 'domestic-flights-winter',
      vertical: 'airline',
      title: { en: 'Domestic flights from SAR 199', ar: 'رحلات داخلية تبدأ من 199 ريالًا' },
      description: {
        en: 'Fly between Riyadh, Jeddah, Dammam, Abha and AlUla this winter, and save 10% more with code WINTER10.',
        ar: 'سافر بين الرياض وجدة والدمام وأبها والعلا هذا الشتاء، ووفّر 10% إضافية مع الرمز WINTER10.',
      },
      promoCode: 'WINTER10',
      discountPercent: 10,
      validUntil: '2027-02-28',
      art: 'flights',
    },
    {
      id: 'riyadh-season-hotels',
      vertical: 'hotel',
      title: { en: 'Up to 25% off Riyadh hotels', ar: 'خصم يصل إلى 25% على فنادق الرياض' },
      description: {
        en: 'Stay close to Boulevard City and Kingdom Arena during Riyadh Season with member rates on selected hotels.',
        ar: 'أقم بالقرب من بوليفارد سيتي والمملكة أرينا خلال موسم الرياض بأسعار خاصة في فنادق مختارة.',
      },
      promoCode: 'STAY25',
      discountPercent: 25,
      validUntil: '2027-03-31',
      art: 'hotels',
    },
    {
      id: 'bus-early-bird',
      vertical: 'bus',
      title: { en: 'Book early, pay less', ar: 'احجز مبكرًا وادفع أقل' },
      description: {
        en: 'The earlier you buy your intercity bus ticket, the bigger the discount, with travel bundles of up to 70% off.',
        ar: 'كلما اشتريت تذكرة الحافلة بين المدن مبكرًا زاد الخصم، مع باقات سفر بخصم يصل إلى 70%.',
      },
      promoCode: null,
      discountPercent: 70,
      validUntil: '2027-06-30',
      art: 'bus',
    },
    {
      id: 'haramain-business',
      vertical: 'train',
      title: { en: 'Haramain train: 15% off Business', ar: 'قطار الحرمين: خصم 15% على درجة الأعمال' },
      description: {
        en: 'Travel between Makkah, Jeddah and Madinah at 300 km/h with lounge access, and save with code HARAMAIN15.',
        ar: 'تنقّل بين مكة المكرمة وجدة والمدينة المنورة بسرعة 300 كم/ساعة مع دخول الصالة، ووفّر مع الرمز HARAMAIN15.',
      },
      promoCode: 'HARAMAIN15',
      discountPercent: 15,
      validUntil: '2027-01-31',
      art: 'train',
    },
    {
      id: 'alula-desert-escape',
      vertical: 'hotel',
      title: { en: 'AlUla desert escape', ar: 'عطلة صحراوية في العلا' },
      description: {
        en: 'Three nights among the sandstone canyons of AlUla, with 20% off resort stays booked before the end of January.',
        ar: 'ثلاث ليالٍ بين أودية العلا الصخرية، مع خصم 20% على الإقامة في المنتجعات عند الحجز قبل نهاية يناير.',
      },
      promoCode: 'ALULA20',
      discountPercent: 20,
      validUntil: '2027-01-31',
      art: 'desert',
    },
    {
      id: 'season-events',
      vertical: 'event',
      title: { en: '10% off season passes', ar: 'خصم 10% على تذاكر المواسم' },
      description: {
        en: 'Save on Riyadh Season, Diriyah Season and AlUla Moments passes when you book them on Rihla.',
        ar: 'وفّر على تذاكر موسم الرياض وموسم الدرعية ولحظات العلا عند حجزها عبر رحلة.',
      },
      promoCode: 'SEASON10',
      discountPercent: 10,
      validUntil: '2027-03-15',
      art: 'events',
    },
  ],
  // The events inventory's, as it stands on the day of seeding (modules/events/featured.ts).
  featuredEvents: featuredEventsOn(todayInSaudiArabia()),
})

export async function seedSettings(db: Db, config: Pick<Config, 'supportEmail'>) {
  await upsert(
    db,
    settings,
    [
      { key: 'site', value: site(config.supportEmail) },
      { key: 'home', value: home },
    ],
    settings.key,
  )
}
