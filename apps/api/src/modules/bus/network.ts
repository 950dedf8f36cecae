import type { LocalizedText } from '@rihla/api-contract'
import type { BusClass } from '@rihla/api-contract/buses'

// Operators, coach classes, cities and routes from ../shared/reference/saudi-facts.json (`bus`): each
// route's duration and its standard and VIP one-way adult fares (the low end of the facts' ranges, the
// Regular full fare, VAT included). A route runs both ways.

export interface BusOperator {
  id: 'saptco' | 'sat'
  name: LocalizedText
  about: LocalizedText
}

export const OPERATORS: BusOperator[] = [
  {
    id: 'saptco',
    name: { en: 'SAPTCO', ar: 'سابتكو' },
    about: {
      en: 'Saudi Public Transport Company, the national intercity operator since 1979',
      ar: 'الشركة السعودية للنقل الجماعي، المشغل الوطني للنقل بين المدن منذ 1979',
    },
  },
  {
    id: 'sat',
    name: { en: 'SAT (SAPTCO + ALSA)', ar: 'سات (سابتكو وألسا)' },
    about: {
      en: 'The southern region’s intercity concession of the Transport General Authority',
      ar: 'امتياز النقل بين المدن في المنطقة الجنوبية من الهيئة العامة للنقل',
    },
  },
]

export const CLASS_INFO: Record<BusClass, { name: LocalizedText; perks: LocalizedText[] }> = {
  standard: { name: { en: 'Standard', ar: 'عادية' }, perks: [] },
  vip: {
    name: { en: 'VIP', ar: 'كبار الشخصيات' },
    perks: [
      { en: 'More legroom', ar: 'مساحة أكبر للأرجل' },
      { en: 'Wider seats', ar: 'مقاعد أعرض' },
      { en: 'Charging points', ar: 'منافذ شحن' },
      { en: 'Snack box', ar: 'وجبة خفيفة' },
    ],
  },
}

export const RULES: LocalizedText[] = [
  {
    en: 'Check in at least 60 minutes before departure',
    ar: 'يرجى الحضور قبل موعد المغادرة بستين دقيقة على الأقل',
  },
  {
    en: 'Children from 2 to 12 travel on a half ticket; infants under 2 travel free on a lap',
    ar: 'يسافر الأطفال من سنتين إلى 12 سنة بنصف تذكرة، والرضع دون السنتين مجانًا في الحضن',
  },
  {
    en: 'The front seats are kept for families travelling with a child or an infant',
    ar: 'المقاعد الأمامية مخصصة للعائلات المسافرة مع طفل أو رضيع',
  },
  {
    en: 'Bring your national ID, or your iqama or passport and visa',
    ar: 'يرجى إحضار الهوية الوطنية أو الإقامة أو جواز السفر مع التأشيرة',
  },
]

export const CITIES: Record<string, LocalizedText> = {
  riyadh: { en: 'Riyadh', ar: 'الرياض' },
  jeddah: { en: 'Jeddah', ar: 'جدة' },
  makkah: { en: 'Makkah', ar: 'مكة المكرمة' },
  madinah: { en: 'Madinah', ar: 'المدينة المنورة' },
  dammam: { en: 'Dammam', ar: 'الدمام' },
  'al-khobar': { en: 'Al Khobar', ar: 'الخبر' },
  'al-ahsa': { en: 'Al-Ahsa (Hofuf)', ar: 'الأحساء (الهفوف)' },
  taif: { en: 'Taif', ar: 'الطائف' },
  abha: { en: 'Abha', ar: 'أبها' },
  'khamis-mushait': { en: 'Khamis Mushait', ar: 'خميس مشيط' },
  jazan: { en: 'Jazan', ar: 'جازان' },
  buraydah: { en: 'Buraydah', ar: 'بريدة' },
  hail: { en: 'Hail', ar: 'حائل' },
  tabuk: { en: 'Tabuk', ar: 'تبوك' },
  'al-jubail': { en: 'Jubail', ar: 'الجبيل' },
}

/** The southern concession's cities (facts: SAT); a route between two of them is SAT's, else SAPTCO's. */
const SAT_CITIES = new Set([
  'riyadh',
  'dammam',
  'al-ahsa',
  'jeddah',
  'makkah',
  'taif',
  'abha',
  'khamis-mushait',
  'jazan',
])

export interface BusRoute {
  from: string
  to: string
  minutes: number
  /** Regular adult fares in whole riyals; null where no VIP coach runs. */
  fares: Record<BusClass, number | null>
}

const route = (from: string, to: string, minutes: number, standard: number, vip: number | null) => ({
  from,
  to,
  minutes,
  fares: { standard, vip },
})

const ONE_WAY: BusRoute[] = [
  route('riyadh', 'dammam', 270, 60, 90),
  route('riyadh', 'al-khobar', 300, 65, 90),
  route('riyadh', 'al-ahsa', 240, 55, 80),
  route('riyadh', 'buraydah', 240, 55, 85),
  route('riyadh', 'hail', 420, 90, 130),
  route('riyadh', 'madinah', 570, 120, 170),
  route('riyadh', 'makkah', 630, 130, 180),
  route('riyadh', 'jeddah', 660, 140, 190),
  route('riyadh', 'abha', 690, 140, 190),
  route('riyadh', 'tabuk', 840, 170, 230),
  route('jeddah', 'makkah', 75, 15, 30),
  route('jeddah', 'madinah', 300, 50, 90),
  route('makkah', 'madinah', 270, 55, 100),
  route('jeddah', 'taif', 165, 35, 60),
  route('jeddah', 'abha', 570, 110, 160),
  route('jeddah', 'jazan', 570, 110, 150),
  route('abha', 'khamis-mushait', 30, 10, null),
  route('dammam', 'al-ahsa', 120, 30, 50),
  route('dammam', 'al-jubail', 75, 20, null),
]

export const ROUTES: BusRoute[] = ONE_WAY.flatMap((one) => [one, { ...one, from: one.to, to: one.from }])

export const routeBetween = (from: string, to: string) =>
  ROUTES.find((candidate) => candidate.from === from && candidate.to === to)

export const operatorOf = (busRoute: BusRoute): BusOperator =>
  OPERATORS[SAT_CITIES.has(busRoute.from) && SAT_CITIES.has(busRoute.to) ? 1 : 0]!
