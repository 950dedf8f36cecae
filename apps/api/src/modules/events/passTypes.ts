import { EVENT_MAX_TICKETS } from '@rihla/api-contract/events'
import type { LocalizedText } from '@rihla/api-contract'

// The pass types of `shared/reference/saudi-facts.json` (`events.pass_types`) that the catalogue sells,
// each with what it usually includes and how many one order may take.

export interface PassTypeInfo {
  name: LocalizedText
  includes: LocalizedText[]
  /** At most this many of the pass in one order. */
  perOrderLimit: number
}

const ENTRY: LocalizedText = { en: 'Entry to the event', ar: 'دخول الفعالية' }

export const PASS_TYPES = {
  general_admission: {
    name: { en: 'General Admission', ar: 'دخول عام' },
    includes: [ENTRY, { en: 'Access to all public areas', ar: 'الوصول إلى جميع المناطق العامة' }],
    perOrderLimit: EVENT_MAX_TICKETS,
  },
  standard: {
    name: { en: 'Standard', ar: 'عادي' },
    includes: [{ en: 'Reserved seat', ar: 'مقعد محجوز' }],
    perOrderLimit: 8,
  },
  vip: {
    name: { en: 'VIP', ar: 'كبار الشخصيات (VIP)' },
    includes: [
      { en: 'VIP entrance', ar: 'مدخل كبار الشخصيات' },
      { en: 'Lounge with seating', ar: 'صالة بمقاعد' },
      { en: 'Complimentary refreshments', ar: 'مرطبات مجانية' },
    ],
    perOrderLimit: 6,
  },
  vvip: {
    name: { en: 'VVIP', ar: 'VVIP' },
    includes: [
      { en: 'Private entrance with a host', ar: 'مدخل خاص مع مضيف' },
      { en: 'Front-row seat', ar: 'مقعد في الصف الأول' },
      { en: 'Dinner and refreshments', ar: 'عشاء ومرطبات' },
    ],
    perOrderLimit: 4,
  },
  family: {
    name: { en: 'Family Pass', ar: 'تذكرة عائلية' },
    includes: [
      { en: 'Entry for two adults and two children under 12', ar: 'دخول لشخصين بالغين وطفلين دون 12 عامًا' },
      { en: 'Family area access', ar: 'الوصول إلى منطقة العائلات' },
    ],
    perOrderLimit: 2,
  },
  child: {
    name: { en: 'Child', ar: 'طفل' },
    includes: [
      { en: 'Entry for a child aged 3 to 12 with an adult', ar: 'دخول طفل من 3 إلى 12 عامًا برفقة بالغ' },
    ],
    perOrderLimit: 6,
  },
  day_pass: {
    name: { en: 'Day Pass', ar: 'تذكرة يوم واحد' },
    includes: [
      { en: 'Entry on the day chosen', ar: 'الدخول في اليوم المختار' },
      { en: 'Every stage and zone that day', ar: 'جميع المسارح والمناطق في ذلك اليوم' },
    ],
    perOrderLimit: EVENT_MAX_TICKETS,
  },
  fast_track: {
    name: { en: 'Fast Track', ar: 'دخول سريع' },
    includes: [ENTRY, { en: 'Fast-track entry lane', ar: 'مسار دخول سريع' }],
    perOrderLimit: 6,
  },
  grandstand: {
    name: { en: 'Grandstand', ar: 'المدرجات' },
    includes: [
      { en: 'Reserved grandstand seat', ar: 'مقعد محجوز في المدرجات' },
      { en: 'Giant screen views', ar: 'إطلالة على الشاشات العملاقة' },
    ],
    perOrderLimit: 8,
  },
  hospitality: {
    name: { en: 'Premium Hospitality', ar: 'ضيافة مميزة' },
    includes: [
      { en: 'Hospitality lounge', ar: 'صالة ضيافة' },
      { en: 'Food and soft drinks all day', ar: 'طعام ومشروبات طوال اليوم' },
      { en: 'Reserved seat', ar: 'مقعد محجوز' },
    ],
    perOrderLimit: 4,
  },
  paddock_club: {
    name: { en: 'Paddock Club', ar: 'بادوك كلوب' },
    includes: [
      { en: 'Suite above the pit lane', ar: 'جناح فوق ممر الصيانة' },
      { en: 'Pit lane walk', ar: 'جولة في ممر الصيانة' },
      { en: 'Gourmet dining all day', ar: 'مأكولات فاخرة طوال اليوم' },
    ],
    perOrderLimit: 2,
  },
  golden_circle: {
    name: { en: 'Golden Circle', ar: 'الدائرة الذهبية' },
    includes: [
      { en: 'Standing closest to the stage', ar: 'منطقة الوقوف الأقرب إلى المسرح' },
      { en: 'Dedicated entrance', ar: 'مدخل مخصص' },
    ],
    perOrderLimit: 6,
  },
  category_1: {
    name: { en: 'Category 1', ar: 'مقاعد الفئة الأولى' },
    includes: [{ en: 'Reserved seat along the halfway line', ar: 'مقعد محجوز بمحاذاة خط المنتصف' }],
    perOrderLimit: 6,
  },
  category_2: {
    name: { en: 'Category 2', ar: 'مقاعد الفئة الثانية' },
    includes: [{ en: 'Reserved seat in the corner stands', ar: 'مقعد محجوز في المدرجات الركنية' }],
    perOrderLimit: 6,
  },
  category_3: {
    name: { en: 'Category 3', ar: 'مقاعد الفئة الثالثة' },
    includes: [{ en: 'Seat behind the goals', ar: 'مقعد خلف المرمى' }],
    perOrderLimit: 6,
  },
  family_section: {
    name: { en: 'Family Section', ar: 'مدرجات العائلات' },
    includes: [{ en: 'Seat in the family stand', ar: 'مقعد في مدرج العائلات' }],
    perOrderLimit: 6,
  },
  lounge: {
    name: { en: 'Lounge / Box', ar: 'مقصورة / صالة' },
    includes: [
      { en: 'Seat in a private box', ar: 'مقعد في مقصورة خاصة' },
      { en: 'Buffet and refreshments', ar: 'بوفيه ومرطبات' },
      { en: 'Reserved parking', ar: 'موقف سيارات محجوز' },
    ],
    perOrderLimit: 4,
  },
} satisfies Record<string, PassTypeInfo>

export type PassType = keyof typeof PASS_TYPES
