import type { ArtKey, LocalizedText } from '@rihla/api-contract'

// The event categories and venues of `shared/reference/saudi-facts.json` (`events.categories`,
// `events.venues`, the Saudi Pro League's stadiums), with what the facts leave out: each category's
// artwork, each venue's street address, map position and kind, in English and Arabic.

export interface EventCategoryInfo {
  id: string
  name: LocalizedText
  art: ArtKey
}

export const EVENT_CATEGORIES: readonly EventCategoryInfo[] = [
  { id: 'concerts', name: { en: 'Concerts & Music', ar: 'حفلات موسيقية' }, art: 'music' },
  { id: 'festivals', name: { en: 'Festivals & Seasons', ar: 'مهرجانات ومواسم' }, art: 'festival' },
  { id: 'football', name: { en: 'Football', ar: 'كرة القدم' }, art: 'football' },
  { id: 'motorsport', name: { en: 'Motorsport', ar: 'رياضة المحركات' }, art: 'motorsport' },
  { id: 'combat', name: { en: 'Boxing & Combat Sports', ar: 'الملاكمة والرياضات القتالية' }, art: 'events' },
  { id: 'esports', name: { en: 'Esports & Gaming', ar: 'الرياضات الإلكترونية والألعاب' }, art: 'events' },
  {
    id: 'equestrian',
    name: { en: 'Equestrian & Horse Racing', ar: 'الفروسية وسباقات الخيل' },
    art: 'events',
  },
  { id: 'theatre', name: { en: 'Theatre & Shows', ar: 'مسرح وعروض' }, art: 'events' },
  { id: 'comedy', name: { en: 'Comedy', ar: 'عروض كوميدية' }, art: 'events' },
  { id: 'family', name: { en: 'Family & Kids', ar: 'ترفيه عائلي وأطفال' }, art: 'festival' },
  { id: 'theme_parks', name: { en: 'Theme Parks & Attractions', ar: 'مدن ترفيهية ومعالم' }, art: 'festival' },
  { id: 'exhibitions', name: { en: 'Exhibitions & Art', ar: 'معارض وفنون' }, art: 'heritage' },
  { id: 'heritage', name: { en: 'Heritage & Culture', ar: 'تراث وثقافة' }, art: 'heritage' },
  { id: 'dining', name: { en: 'Dining Experiences', ar: 'تجارب طعام' }, art: 'desert' },
  { id: 'adventure', name: { en: 'Adventure & Outdoors', ar: 'مغامرات وأنشطة خارجية' }, art: 'desert' },
  { id: 'wellness', name: { en: 'Wellness', ar: 'استجمام وعافية' }, art: 'desert' },
]

export const categoryOf = (id: string) => EVENT_CATEGORIES.find((category) => category.id === id)

export interface EventVenueInfo {
  id: string
  name: LocalizedText
  /** The city's id (its English name), as the search's city list gives it. */
  city: string
  address: LocalizedText
  kind: LocalizedText
  latitude: number
  longitude: number
}

export const EVENT_CITIES: Record<string, LocalizedText> = {
  Riyadh: { en: 'Riyadh', ar: 'الرياض' },
  Diriyah: { en: 'Diriyah', ar: 'الدرعية' },
  Jeddah: { en: 'Jeddah', ar: 'جدة' },
  AlUla: { en: 'AlUla', ar: 'العلا' },
}

const STADIUM: LocalizedText = { en: 'Stadium', ar: 'ملعب' }

export const EVENT_VENUES: readonly EventVenueInfo[] = [
  {
    id: 'kingdom_arena',
    name: { en: 'Kingdom Arena', ar: 'المملكة أرينا' },
    city: 'Riyadh',
    address: { en: 'King Fahd Road, Al Sahafah, Riyadh', ar: 'طريق الملك فهد، حي الصحافة، الرياض' },
    kind: { en: 'Indoor arena', ar: 'صالة مغطاة' },
    latitude: 24.8016,
    longitude: 46.6378,
  },
  {
    id: 'boulevard_city',
    name: { en: 'Boulevard City', ar: 'بوليفارد سيتي' },
    city: 'Riyadh',
    address: {
      en: 'Prince Turki bin Abdulaziz Al Awwal Road, Hittin, Riyadh',
      ar: 'طريق الأمير تركي بن عبدالعزيز الأول، حي حطين، الرياض',
    },
    kind: { en: 'Entertainment district', ar: 'منطقة ترفيهية' },
    latitude: 24.7686,
    longitude: 46.6046,
  },
  {
    id: 'boulevard_world',
    name: { en: 'Boulevard World', ar: 'بوليفارد وورلد' },
    city: 'Riyadh',
    address: { en: 'Abu Bakr Al Siddiq Road, Hittin, Riyadh', ar: 'طريق أبو بكر الصديق، حي حطين، الرياض' },
    kind: { en: 'Themed zone', ar: 'منطقة ذات طابع عالمي' },
    latitude: 24.7815,
    longitude: 46.5949,
  },
  {
    id: 'mohammed_abdu_arena',
    name: { en: 'Mohammed Abdu Arena', ar: 'محمد عبده أرينا' },
    city: 'Riyadh',
    address: { en: 'Boulevard City, Hittin, Riyadh', ar: 'بوليفارد سيتي، حي حطين، الرياض' },
    kind: { en: 'Concert arena', ar: 'مسرح حفلات' },
    latitude: 24.7671,
    longitude: 46.6062,
  },
  {
    id: 'banban',
    name: { en: 'Banban', ar: 'بنبان' },
    city: 'Riyadh',
    address: { en: 'Banban, north of Riyadh', ar: 'بنبان، شمال الرياض' },
    kind: { en: 'Festival grounds', ar: 'أرض مهرجانات' },
    latitude: 24.9822,
    longitude: 46.5655,
  },
  {
    id: 'king_fahd_stadium',
    name: { en: 'King Fahd International Stadium', ar: 'ملعب الملك فهد الدولي' },
    city: 'Riyadh',
    address: { en: 'Eastern Ring Road, Al Naseem, Riyadh', ar: 'الطريق الدائري الشرقي، حي النسيم، الرياض' },
    kind: STADIUM,
    latitude: 24.7892,
    longitude: 46.8398,
  },
  {
    id: 'al_awwal_park',
    name: { en: 'Al-Awwal Park', ar: 'ملعب الأول بارك' },
    city: 'Riyadh',
    address: { en: 'King Saud University, Riyadh', ar: 'جامعة الملك سعود، الرياض' },
    kind: STADIUM,
    latitude: 24.7197,
    longitude: 46.6241,
  },
  {
    id: 'king_abdulaziz_racetrack',
    name: { en: 'King Abdulaziz Racetrack', ar: 'ميدان الملك عبدالعزيز للفروسية' },
    city: 'Riyadh',
    address: { en: 'Al Janadriyah, Riyadh', ar: 'الجنادرية، الرياض' },
    kind: { en: 'Racecourse', ar: 'ميدان سباق' },
    latitude: 24.8093,
    longitude: 46.8233,
  },
  {
    id: 'at_turaif',
    name: { en: 'At-Turaif District, Diriyah', ar: 'حي الطريف، الدرعية' },
    city: 'Diriyah',
    address: { en: 'At-Turaif, Diriyah', ar: 'حي الطريف، الدرعية' },
    kind: { en: 'UNESCO heritage site', ar: 'موقع تراث عالمي (يونسكو)' },
    latitude: 24.7335,
    longitude: 46.5725,
  },
  {
    id: 'jeddah_corniche_circuit',
    name: { en: 'Jeddah Corniche Circuit', ar: 'حلبة كورنيش جدة' },
    city: 'Jeddah',
    address: { en: 'North Corniche, Al Shati, Jeddah', ar: 'الكورنيش الشمالي، حي الشاطئ، جدة' },
    kind: { en: 'Street circuit', ar: 'حلبة شوارع' },
    latitude: 21.6319,
    longitude: 39.1044,
  },
  {
    id: 'king_abdullah_sports_city',
    name: {
      en: 'King Abdullah Sports City (The Jewel)',
      ar: 'مدينة الملك عبدالله الرياضية (الجوهرة المشعة)',
    },
    city: 'Jeddah',
    address: { en: 'Al Bawadi, north Jeddah', ar: 'حي البوادي، شمال جدة' },
    kind: STADIUM,
    latitude: 21.7636,
    longitude: 39.1636,
  },
  {
    id: 'jeddah_superdome',
    name: { en: 'Jeddah Superdome', ar: 'جدة سوبردوم' },
    city: 'Jeddah',
    address: { en: 'Al Marwah, Jeddah', ar: 'حي المروة، جدة' },
    kind: { en: 'Indoor dome', ar: 'قبة مغطاة' },
    latitude: 21.6227,
    longitude: 39.2108,
  },
  {
    id: 'jeddah_al_balad',
    name: { en: 'Al-Balad (Historic Jeddah)', ar: 'البلد (جدة التاريخية)' },
    city: 'Jeddah',
    address: { en: 'Al-Balad, Jeddah', ar: 'البلد، جدة' },
    kind: { en: 'Heritage district', ar: 'حي تاريخي' },
    latitude: 21.4858,
    longitude: 39.1864,
  },
  {
    id: 'winter_wonderland',
    name: { en: 'Winter Wonderland', ar: 'ونتر وندرلاند' },
    city: 'Riyadh',
    address: { en: 'Al Malaz, Riyadh', ar: 'حي الملز، الرياض' },
    kind: { en: 'Theme park', ar: 'مدينة ملاهٍ' },
    latitude: 24.6727,
    longitude: 46.7349,
  },
  {
    id: 'riyadh_zoo',
    name: { en: 'Riyadh Zoo', ar: 'حديقة حيوانات الرياض' },
    city: 'Riyadh',
    address: { en: 'Al Ahsa Street, Al Malaz, Riyadh', ar: 'شارع الأحساء، حي الملز، الرياض' },
    kind: { en: 'Zoo', ar: 'حديقة حيوانات' },
    latitude: 24.6661,
    longitude: 46.7267,
  },
  {
    id: 'maraya',
    name: { en: 'Maraya Concert Hall', ar: 'قاعة مرايا' },
    city: 'AlUla',
    address: { en: 'Ashar Valley, AlUla', ar: 'وادي عشار، العلا' },
    kind: { en: 'Mirrored concert hall', ar: 'قاعة حفلات مغطاة بالمرايا' },
    latitude: 26.4768,
    longitude: 37.8458,
  },
  {
    id: 'hegra',
    name: { en: 'Hegra (Al-Hijr)', ar: 'الحِجر (مدائن صالح)' },
    city: 'AlUla',
    address: { en: 'Hegra, 22 km north of AlUla', ar: 'الحِجر، على بعد 22 كم شمال العلا' },
    kind: { en: 'UNESCO archaeological site', ar: 'موقع أثري (يونسكو)' },
    latitude: 26.7917,
    longitude: 37.9536,
  },
]

export const venueOf = (id: string) => EVENT_VENUES.find((venue) => venue.id === id)!
