import type { Db } from '../client'
import { cities } from '../schema'
import { upsert } from './upsert'

const REGIONS = {
  riyadh: ['Riyadh', 'الرياض'],
  makkah: ['Makkah', 'مكة المكرمة'],
  madinah: ['Madinah', 'المدينة المنورة'],
  eastern: ['Eastern Province', 'المنطقة الشرقية'],
  qassim: ['Qassim', 'القصيم'],
  asir: ['Asir', 'عسير'],
  tabuk: ['Tabuk', 'تبوك'],
  hail: ['Hail', 'حائل'],
  northernBorders: ['Northern Borders', 'الحدود الشمالية'],
  jazan: ['Jazan', 'جازان'],
  najran: ['Najran', 'نجران'],
  baha: ['Al-Baha', 'الباحة'],
  jouf: ['Al-Jouf', 'الجوف'],
} as const

type City = [
  slug: string,
  nameEn: string,
  nameAr: string,
  region: keyof typeof REGIONS,
  lat: number,
  lon: number,
]

/** Saudi cities the verticals serve (airports, rail stations, bus routes, events), with approximate centres. */
const SAUDI_CITIES: City[] = [
  ['riyadh', 'Riyadh', 'الرياض', 'riyadh', 24.7136, 46.6753],
  ['diriyah', 'Diriyah', 'الدرعية', 'riyadh', 24.734, 46.575],
  ['al-majmaah', 'Al-Majmaah', 'المجمعة', 'riyadh', 25.9036, 45.3454],
  ['dawadmi', 'Dawadmi', 'الدوادمي', 'riyadh', 24.5073, 44.3923],
  ['wadi-al-dawasir', 'Wadi Al-Dawasir', 'وادي الدواسر', 'riyadh', 20.4607, 44.7921],
  ['jeddah', 'Jeddah', 'جدة', 'makkah', 21.4858, 39.1925],
  ['makkah', 'Makkah', 'مكة المكرمة', 'makkah', 21.3891, 39.8579],
  ['taif', 'Taif', 'الطائف', 'makkah', 21.2703, 40.4158],
  ['rabigh', 'Rabigh', 'رابغ', 'makkah', 22.7986, 39.0349],
  [
    'king-abdullah-economic-city',
    'King Abdullah Economic City',
    'مدينة الملك عبدالله الاقتصادية',
    'makkah',
    22.4546,
    39.1304,
  ],
  ['madinah', 'Madinah', 'المدينة المنورة', 'madinah', 24.5247, 39.5692],
  ['yanbu', 'Yanbu', 'ينبع', 'madinah', 24.0895, 38.0618],
  ['alula', 'AlUla', 'العلا', 'madinah', 26.6084, 37.9232],
  ['dammam', 'Dammam', 'الدمام', 'eastern', 26.4207, 50.0888],
  ['al-khobar', 'Al Khobar', 'الخبر', 'eastern', 26.2172, 50.1971],
  ['dhahran', 'Dhahran', 'الظهران', 'eastern', 26.2361, 50.0393],
  ['al-ahsa', 'Al-Ahsa (Hofuf)', 'الأحساء (الهفوف)', 'eastern', 25.3835, 49.5861],
  ['al-jubail', 'Al Jubail', 'الجبيل', 'eastern', 27.0046, 49.646],
  ['abqaiq', 'Abqaiq', 'بقيق', 'eastern', 25.935, 49.6686],
  ['hafr-al-batin', 'Hafr Al-Batin', 'حفر الباطن', 'eastern', 28.4328, 45.9708],
  ['buraydah', 'Buraydah', 'بريدة', 'qassim', 26.3592, 43.9818],
  ['unaizah', 'Unaizah', 'عنيزة', 'qassim', 26.084, 43.994],
  ['abha', 'Abha', 'أبها', 'asir', 18.2164, 42.5053],
  ['khamis-mushait', 'Khamis Mushait', 'خميس مشيط', 'asir', 18.3, 42.7333],
  ['bisha', 'Bisha', 'بيشة', 'asir', 19.9873, 42.5898],
  ['tabuk', 'Tabuk', 'تبوك', 'tabuk', 28.3835, 36.5662],
  ['al-wajh', 'Al-Wajh', 'الوجه', 'tabuk', 26.2455, 36.4525],
  ['neom', 'NEOM', 'نيوم', 'tabuk', 27.9474, 35.2753],
  ['hail', 'Hail', 'حائل', 'hail', 27.5114, 41.7208],
  ['arar', 'Arar', 'عرعر', 'northernBorders', 30.9753, 41.0381],
  ['rafha', 'Rafha', 'رفحاء', 'northernBorders', 29.6202, 43.4948],
  ['turaif', 'Turaif', 'طريف', 'northernBorders', 31.6725, 38.6637],
  ['jazan', 'Jazan', 'جازان', 'jazan', 16.8892, 42.5511],
  ['najran', 'Najran', 'نجران', 'najran', 17.5656, 44.2289],
  ['sharurah', 'Sharurah', 'شرورة', 'najran', 17.4667, 47.1167],
  ['al-baha', 'Al-Baha', 'الباحة', 'baha', 20.0129, 41.4677],
  ['sakaka', 'Sakaka', 'سكاكا', 'jouf', 29.9697, 40.2064],
  ['al-qurayyat', 'Al-Qurayyat', 'القريات', 'jouf', 31.3318, 37.3428],
]

export async function seedCities(db: Db) {
  const rows = SAUDI_CITIES.map(([slug, nameEn, nameAr, region, latitude, longitude]) => {
    const [regionEn, regionAr] = REGIONS[region]
    return { slug, nameEn, nameAr, regionEn, regionAr, countryCode: 'SA', latitude, longitude }
  })
  await upsert(db, cities, rows, cities.slug)
}
