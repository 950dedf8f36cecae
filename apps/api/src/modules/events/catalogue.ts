import type { LocalizedText } from '@rihla/api-contract'
import type { PassType } from './passTypes'

// The events on sale: the recurring events and Saudi Pro League clubs of
// `shared/reference/saudi-facts.json` (`events.recurring_events`, `events.saudi_pro_league`) at their
// venues, with descriptions, age rules, shows and passes in English and Arabic. Show dates count from
// the day the inventory is made (seeded), so every event stays upcoming; prices are in riyals, VAT
// included, in the ranges the facts give.

export interface PassSpec {
  type: PassType
  /** The pass's own name where the event gives it one ("Storm Chaser"); else its type's. */
  name?: LocalizedText
  priceSar: number
  capacity: number
  perOrderLimit?: number
}

/** Tickets left on a pass of a show when the inventory is made (sold out at 0). */
export interface StockSpec {
  show: number
  pass: PassType
  left: number
}

export interface ShowsSpec {
  /** Days from the day the inventory is made; negative for shows already over. */
  firstDay: number
  count: number
  /** Days between two shows. */
  every?: number
  /** Local time in Saudi Arabia (+03:00). */
  time: string
  hours: number
  /** "Day 1", "Day 2"… or each show's own; none for dates that speak for themselves. */
  labels?: 'days' | LocalizedText[]
}

export interface EventSpec {
  id: string
  slug: string
  category: string
  venue: string
  title: LocalizedText
  description: LocalizedText
  ageRule: LocalizedText
  minimumAge: number
  namedTickets: boolean
  featured?: boolean
  shows: ShowsSpec
  passes: PassSpec[]
  stock?: StockSpec[]
}

const ALL_AGES: LocalizedText = {
  en: 'All ages; children under 12 with an adult',
  ar: 'لجميع الأعمار؛ الأطفال دون 12 عامًا برفقة بالغ',
}
const ADULTS: LocalizedText = { en: 'Ages 18 and over', ar: 'للأعمار 18 عامًا فأكثر' }

const matchDay = (home: LocalizedText, away: LocalizedText): Pick<EventSpec, 'title' | 'description'> => ({
  title: {
    en: `Roshn Saudi League: ${home.en} v ${away.en}`,
    ar: `دوري روشن السعودي: ${home.ar} × ${away.ar}`,
  },
  description: {
    en: `${home.en} host ${away.en} in the Roshn Saudi League. Gates open three hours before kick-off; every ticket carries its holder’s name and is checked with their ID.`,
    ar: `يستضيف ${home.ar} فريق ${away.ar} في دوري روشن السعودي للمحترفين. تُفتح البوابات قبل ثلاث ساعات من بداية المباراة، وتحمل كل تذكرة اسم حاملها ويُتحقق منها مع الهوية.`,
  },
})

const FOOTBALL_PASSES = (base: number): PassSpec[] => [
  { type: 'category_1', priceSar: base * 3, capacity: 6000 },
  { type: 'category_2', priceSar: base * 2, capacity: 9000 },
  { type: 'category_3', priceSar: base, capacity: 14000 },
  { type: 'family_section', priceSar: Math.round(base * 1.4), capacity: 5000 },
  { type: 'vip', priceSar: base * 15, capacity: 400 },
  { type: 'lounge', priceSar: base * 30, capacity: 120 },
]

const FOOTBALL_AGES: LocalizedText = {
  en: 'All ages; every fan needs a ticket, children under 12 with an adult',
  ar: 'لجميع الأعمار؛ يحتاج كل مشجع إلى تذكرة، والأطفال دون 12 عامًا برفقة بالغ',
}

export const EVENT_SPECS: readonly EventSpec[] = [
  {
    id: 'soundstorm',
    slug: 'mdlbeast-soundstorm-2026',
    category: 'concerts',
    venue: 'banban',
    title: { en: 'MDLBEAST Soundstorm 2026', ar: 'ساوندستورم من ميدل بيست 2026' },
    description: {
      en: 'Three nights of the region’s biggest music festival on the Big Beast main stage and eight more, with MDLTOWN’s food and art between sets.',
      ar: 'ثلاث ليالٍ من أكبر مهرجان موسيقي في المنطقة على المسرح الرئيسي "بيغ بيست" وثمانية مسارح أخرى، مع مطاعم وفنون "إم دي إل تاون" بين العروض.',
    },
    ageRule: {
      en: 'Ages 16 and over; ID checked at the gate',
      ar: 'للأعمار 16 عامًا فأكثر؛ يُتحقق من الهوية عند البوابة',
    },
    minimumAge: 16,
    namedTickets: false,
    featured: true,
    shows: { firstDay: 13, count: 3, time: '16:00', hours: 11, labels: 'days' },
    passes: [
      {
        type: 'general_admission',
        name: { en: 'Storm Chaser', ar: 'ستورم تشيسر' },
        priceSar: 135,
        capacity: 20000,
      },
      { type: 'fast_track', name: { en: 'Storm Blazer', ar: 'ستورم بليزر' }, priceSar: 549, capacity: 3000 },
      { type: 'vip', priceSar: 2999, capacity: 400 },
    ],
    stock: [{ show: 2, pass: 'vip', left: 0 }],
  },
  {
    id: 'riyadh-season',
    slug: 'riyadh-season-2026',
    category: 'festivals',
    venue: 'boulevard_world',
    title: { en: 'Riyadh Season 2026: Boulevard World', ar: 'موسم الرياض 2026: بوليفارد وورلد' },
    description: {
      en: 'Travel the world in one evening: 22 country zones around a lake, with street food, shows, rides and fireworks, the heart of Riyadh Season.',
      ar: 'جولة حول العالم في أمسية واحدة: 22 منطقة لدول العالم حول بحيرة، مع أكلات الشوارع والعروض والألعاب والألعاب النارية، في قلب موسم الرياض.',
    },
    ageRule: ALL_AGES,
    minimumAge: 0,
    namedTickets: false,
    featured: true,
    shows: { firstDay: 1, count: 21, time: '16:00', hours: 8 },
    passes: [
      { type: 'general_admission', priceSar: 50, capacity: 8000 },
      { type: 'fast_track', priceSar: 150, capacity: 800 },
      { type: 'family', priceSar: 180, capacity: 500 },
      { type: 'vip', priceSar: 350, capacity: 200 },
    ],
  },
  {
    id: 'ancient-kingdoms',
    slug: 'alula-ancient-kingdoms-festival-2026',
    category: 'heritage',
    venue: 'hegra',
    title: { en: 'AlUla Moments: Ancient Kingdoms Festival', ar: 'لحظات العلا: مهرجان الممالك القديمة' },
    description: {
      en: 'Night tours, storytellers and light shows among the Nabataean tombs of Hegra, Saudi Arabia’s first UNESCO World Heritage Site.',
      ar: 'جولات ليلية ورواة قصص وعروض ضوئية بين مقابر الأنباط في الحِجر، أول موقع سعودي على قائمة التراث العالمي لليونسكو.',
    },
    ageRule: {
      en: 'All ages; children under 5 free on an adult’s pass',
      ar: 'لجميع الأعمار؛ الأطفال دون 5 أعوام مجانًا مع تذكرة بالغ',
    },
    minimumAge: 0,
    namedTickets: false,
    featured: true,
    shows: { firstDay: 2, count: 15, time: '17:00', hours: 5, labels: 'days' },
    passes: [
      { type: 'day_pass', priceSar: 95, capacity: 1500 },
      { type: 'family', priceSar: 260, capacity: 200 },
      { type: 'vip', priceSar: 450, capacity: 80 },
    ],
  },
  {
    id: 'diriyah-season',
    slug: 'diriyah-season-2026',
    category: 'heritage',
    venue: 'at_turaif',
    title: { en: 'Diriyah Season 2026–27', ar: 'موسم الدرعية 2026–2027' },
    description: {
      en: 'Evenings in the mud-brick lanes of At-Turaif, birthplace of the first Saudi state: Najdi music, crafts, dining and the Diriyah Tennis Cup nearby.',
      ar: 'أمسيات في أزقة حي الطريف الطينية، مهد الدولة السعودية الأولى: موسيقى نجدية وحرف يدوية ومطاعم، وكأس الدرعية للتنس على مقربة.',
    },
    ageRule: ALL_AGES,
    minimumAge: 0,
    namedTickets: false,
    featured: true,
    shows: { firstDay: 6, count: 12, every: 7, time: '16:00', hours: 7 },
    passes: [
      { type: 'general_admission', priceSar: 75, capacity: 3000 },
      { type: 'vip', priceSar: 300, capacity: 150 },
    ],
  },
  {
    id: 'saudi-cup',
    slug: 'saudi-cup-2027',
    category: 'equestrian',
    venue: 'king_abdulaziz_racetrack',
    title: { en: 'The Saudi Cup 2027', ar: 'كأس السعودية 2027' },
    description: {
      en: 'Two days of the world’s richest horse race meeting, ending with the Saudi Cup on dirt under the lights of King Abdulaziz Racetrack.',
      ar: 'يومان من أغلى سباقات الخيل في العالم، يُختتمان بكأس السعودية على المضمار الرملي تحت أضواء ميدان الملك عبدالعزيز للفروسية.',
    },
    ageRule: ALL_AGES,
    minimumAge: 0,
    namedTickets: false,
    featured: true,
    shows: { firstDay: 77, count: 2, time: '13:00', hours: 9, labels: 'days' },
    passes: [
      { type: 'general_admission', priceSar: 100, capacity: 15000 },
      { type: 'hospitality', priceSar: 1500, capacity: 400 },
      { type: 'vip', priceSar: 3500, capacity: 120 },
    ],
  },
  {
    id: 'saudi-grand-prix',
    slug: 'saudi-arabian-grand-prix-2027',
    category: 'motorsport',
    venue: 'jeddah_corniche_circuit',
    title: {
      en: 'Formula 1 STC Saudi Arabian Grand Prix 2027',
      ar: 'جائزة السعودية الكبرى stc للفورمولا 1 2027',
    },
    description: {
      en: 'The fastest street circuit in Formula 1, 27 turns along the Red Sea, with after-race concerts curated by MDLBEAST Presents.',
      ar: 'أسرع حلبة شوارع في الفورمولا 1 بمنعطفاتها الـ27 على ساحل البحر الأحمر، مع حفلات بعد السباق من تنظيم ميدل بيست.',
    },
    ageRule: {
      en: 'All ages; children under 16 with an adult, every ticket named',
      ar: 'لجميع الأعمار؛ الأطفال دون 16 عامًا برفقة بالغ، وتحمل كل تذكرة اسم صاحبها',
    },
    minimumAge: 0,
    namedTickets: true,
    featured: true,
    shows: {
      firstDay: 140,
      count: 3,
      time: '15:00',
      hours: 8,
      labels: [
        { en: 'Friday: Practice', ar: 'الجمعة: التجارب الحرة' },
        { en: 'Saturday: Qualifying', ar: 'السبت: التجارب التأهيلية' },
        { en: 'Sunday: Race', ar: 'الأحد: السباق' },
      ],
    },
    passes: [
      { type: 'general_admission', priceSar: 595, capacity: 12000 },
      { type: 'grandstand', priceSar: 1450, capacity: 6000 },
      { type: 'hospitality', priceSar: 5400, capacity: 500 },
      { type: 'paddock_club', priceSar: 19500, capacity: 60 },
    ],
    stock: [{ show: 2, pass: 'paddock_club', left: 6 }],
  },
  {
    id: 'riyadh-derby',
    slug: 'al-hilal-v-al-nassr',
    category: 'football',
    venue: 'kingdom_arena',
    ...matchDay({ en: 'Al Hilal', ar: 'الهلال' }, { en: 'Al Nassr', ar: 'النصر' }),
    ageRule: FOOTBALL_AGES,
    minimumAge: 0,
    namedTickets: true,
    shows: { firstDay: 9, count: 1, time: '20:00', hours: 2 },
    passes: FOOTBALL_PASSES(50),
    stock: [
      { show: 0, pass: 'category_1', left: 0 },
      { show: 0, pass: 'category_2', left: 12 },
    ],
  },
  {
    id: 'jeddah-derby',
    slug: 'al-ittihad-v-al-ahli',
    category: 'football',
    venue: 'king_abdullah_sports_city',
    ...matchDay({ en: 'Al Ittihad', ar: 'الاتحاد' }, { en: 'Al Ahli', ar: 'الأهلي' }),
    ageRule: FOOTBALL_AGES,
    minimumAge: 0,
    namedTickets: true,
    shows: { firstDay: 16, count: 1, time: '20:30', hours: 2 },
    passes: FOOTBALL_PASSES(45),
  },
  {
    id: 'nassr-ettifaq',
    slug: 'al-nassr-v-al-ettifaq',
    category: 'football',
    venue: 'al_awwal_park',
    ...matchDay({ en: 'Al Nassr', ar: 'النصر' }, { en: 'Al Ettifaq', ar: 'الاتفاق' }),
    ageRule: FOOTBALL_AGES,
    minimumAge: 0,
    namedTickets: true,
    shows: { firstDay: 23, count: 1, time: '19:00', hours: 2 },
    passes: FOOTBALL_PASSES(30).filter((pass) => pass.type !== 'lounge'),
  },
  {
    id: 'boxing-night',
    slug: 'riyadh-season-fight-night',
    category: 'combat',
    venue: 'kingdom_arena',
    title: { en: 'Riyadh Season Fight Night', ar: 'ليلة النزالات في موسم الرياض' },
    description: {
      en: 'A heavyweight title bout and a full undercard in Kingdom Arena, with ringside seats for the closest view.',
      ar: 'نزال على لقب الوزن الثقيل وبطاقة نزالات كاملة في المملكة أرينا، مع مقاعد بجوار الحلبة لأقرب مشاهدة.',
    },
    ageRule: {
      en: 'Ages 12 and over; under 16 with an adult',
      ar: 'للأعمار 12 عامًا فأكثر؛ دون 16 عامًا برفقة بالغ',
    },
    minimumAge: 12,
    namedTickets: true,
    shows: { firstDay: 30, count: 1, time: '19:00', hours: 6 },
    passes: [
      { type: 'general_admission', priceSar: 250, capacity: 12000 },
      { type: 'golden_circle', name: { en: 'Ringside', ar: 'بجوار الحلبة' }, priceSar: 1200, capacity: 1500 },
      { type: 'vip', priceSar: 3500, capacity: 300 },
      { type: 'vvip', priceSar: 9500, capacity: 60 },
    ],
  },
  {
    id: 'esports-cup',
    slug: 'esports-world-cup-riyadh',
    category: 'esports',
    venue: 'boulevard_city',
    title: {
      en: 'Esports World Cup: Riyadh Finals Weekend',
      ar: 'كأس العالم للرياضات الإلكترونية: نهائيات الرياض',
    },
    description: {
      en: 'The finals of the world’s biggest esports event on the main stage of Boulevard City, with fan zones, creators and game demos.',
      ar: 'نهائيات أكبر حدث للرياضات الإلكترونية في العالم على المسرح الرئيسي في بوليفارد سيتي، مع مناطق للمشجعين وصنّاع المحتوى وتجارب الألعاب.',
    },
    ageRule: ALL_AGES,
    minimumAge: 0,
    namedTickets: false,
    shows: { firstDay: 35, count: 3, time: '14:00', hours: 9, labels: 'days' },
    passes: [
      { type: 'day_pass', priceSar: 75, capacity: 6000 },
      { type: 'vip', priceSar: 450, capacity: 300 },
    ],
  },
  {
    id: 'red-sea-film',
    slug: 'red-sea-international-film-festival',
    category: 'exhibitions',
    venue: 'jeddah_al_balad',
    title: { en: 'Red Sea International Film Festival', ar: 'مهرجان البحر الأحمر السينمائي الدولي' },
    description: {
      en: 'Ten days of premieres, Arab cinema and talks in the coral-stone houses of Historic Jeddah.',
      ar: 'عشرة أيام من العروض الأولى والسينما العربية والجلسات الحوارية في بيوت جدة التاريخية المبنية من الحجر المرجاني.',
    },
    ageRule: {
      en: 'Ages 18 and over: some screenings are for adults',
      ar: 'للأعمار 18 عامًا فأكثر: بعض العروض للبالغين',
    },
    minimumAge: 18,
    namedTickets: true,
    shows: { firstDay: 4, count: 10, time: '18:00', hours: 6, labels: 'days' },
    passes: [
      { type: 'day_pass', priceSar: 100, capacity: 900 },
      { type: 'vip', priceSar: 900, capacity: 60 },
    ],
  },
  {
    id: 'maraya-evening',
    slug: 'winter-at-tantora-maraya',
    category: 'concerts',
    venue: 'maraya',
    title: { en: 'Winter at Tantora: An Evening at Maraya', ar: 'شتاء طنطورة: أمسية في مرايا' },
    description: {
      en: 'An oud and orchestra concert inside the world’s largest mirrored building, in the desert valley of Ashar.',
      ar: 'حفل للعود والأوركسترا داخل أكبر مبنى مغطى بالمرايا في العالم، في وادي عشار الصحراوي.',
    },
    ageRule: { en: 'Ages 5 and over', ar: 'للأعمار 5 أعوام فأكثر' },
    minimumAge: 5,
    namedTickets: false,
    shows: { firstDay: 20, count: 2, every: 7, time: '20:30', hours: 2 },
    passes: [
      { type: 'standard', priceSar: 450, capacity: 300 },
      { type: 'vip', priceSar: 1200, capacity: 50 },
    ],
  },
  {
    id: 'mohammed-abdu',
    slug: 'mohammed-abdu-live',
    category: 'concerts',
    venue: 'mohammed_abdu_arena',
    title: { en: 'Mohammed Abdu Live in Riyadh', ar: 'محمد عبده في الرياض' },
    description: {
      en: 'The Artist of the Arabs sings his classics in the arena that bears his name.',
      ar: 'فنان العرب يغني أجمل أعماله على المسرح الذي يحمل اسمه.',
    },
    ageRule: ALL_AGES,
    minimumAge: 0,
    namedTickets: false,
    shows: { firstDay: 6, count: 1, time: '21:00', hours: 3 },
    passes: [
      { type: 'standard', priceSar: 250, capacity: 5000 },
      { type: 'golden_circle', priceSar: 850, capacity: 800 },
      { type: 'vip', priceSar: 1800, capacity: 200 },
    ],
    stock: [{ show: 0, pass: 'golden_circle', left: 15 }],
  },
  {
    id: 'comedy-nights',
    slug: 'riyadh-comedy-nights',
    category: 'comedy',
    venue: 'boulevard_city',
    title: { en: 'Riyadh Comedy Nights', ar: 'ليالي الكوميديا في الرياض' },
    description: {
      en: 'Stand-up in Arabic and English from Saudi and international comedians, one night a week.',
      ar: 'عروض ستاند أب كوميدي بالعربية والإنجليزية لكوميديين سعوديين وعالميين، ليلة كل أسبوع.',
    },
    ageRule: { en: 'Ages 16 and over', ar: 'للأعمار 16 عامًا فأكثر' },
    minimumAge: 16,
    namedTickets: false,
    shows: { firstDay: 3, count: 4, every: 7, time: '21:30', hours: 2 },
    passes: [
      { type: 'standard', priceSar: 150, capacity: 600 },
      { type: 'vip', priceSar: 400, capacity: 60 },
    ],
  },
  {
    id: 'arabian-nights',
    slug: 'arabian-nights-jeddah-superdome',
    category: 'theatre',
    venue: 'jeddah_superdome',
    title: { en: 'Arabian Nights: A Musical Spectacle', ar: 'ألف ليلة وليلة: عرض موسيقي استعراضي' },
    description: {
      en: 'Acrobats, dancers and a live orchestra tell the tales of Scheherazade under the Jeddah Superdome.',
      ar: 'بهلوانيون وراقصون وأوركسترا حية يروون حكايات شهرزاد تحت قبة جدة سوبردوم.',
    },
    ageRule: ALL_AGES,
    minimumAge: 0,
    namedTickets: false,
    shows: { firstDay: 8, count: 5, time: '20:00', hours: 2 },
    passes: [
      { type: 'standard', priceSar: 200, capacity: 2500 },
      { type: 'child', priceSar: 100, capacity: 800 },
      { type: 'vip', priceSar: 600, capacity: 150 },
    ],
  },
  {
    id: 'winter-wonderland',
    slug: 'winter-wonderland-riyadh',
    category: 'theme_parks',
    venue: 'winter_wonderland',
    title: { en: 'Winter Wonderland Riyadh', ar: 'ونتر وندرلاند الرياض' },
    description: {
      en: 'Rides, an ice rink, games and a giant wheel in Riyadh Season’s winter theme park.',
      ar: 'ألعاب وحلبة تزلج على الجليد وعجلة عملاقة في مدينة الملاهي الشتوية لموسم الرياض.',
    },
    ageRule: ALL_AGES,
    minimumAge: 0,
    namedTickets: false,
    shows: { firstDay: 1, count: 14, time: '16:00', hours: 8 },
    passes: [
      { type: 'general_admission', priceSar: 30, capacity: 6000 },
      { type: 'fast_track', priceSar: 120, capacity: 500 },
      { type: 'child', priceSar: 20, capacity: 2000 },
    ],
  },
  {
    id: 'riyadh-zoo',
    slug: 'riyadh-zoo-season',
    category: 'family',
    venue: 'riyadh_zoo',
    title: { en: 'Riyadh Zoo: Riyadh Season', ar: 'حديقة حيوانات الرياض: موسم الرياض' },
    description: {
      en: 'Feeding times, keeper talks and a night safari for families in Riyadh’s renewed zoo.',
      ar: 'أوقات إطعام الحيوانات وجلسات مع المشرفين وسفاري ليلية للعائلات في حديقة حيوانات الرياض المجددة.',
    },
    ageRule: ALL_AGES,
    minimumAge: 0,
    namedTickets: false,
    shows: { firstDay: 1, count: 14, time: '15:00', hours: 7 },
    passes: [
      { type: 'general_admission', priceSar: 40, capacity: 3000 },
      { type: 'child', priceSar: 25, capacity: 1500 },
      { type: 'family', priceSar: 120, capacity: 400 },
    ],
  },
  {
    id: 'alula-skies',
    slug: 'alula-skies-festival',
    category: 'adventure',
    venue: 'hegra',
    title: { en: 'AlUla Skies Festival: Hot-Air Balloons', ar: 'مهرجان سماء العلا: المناطيد' },
    description: {
      en: 'Sunrise hot-air balloon flights over the sandstone canyons and tombs of AlUla.',
      ar: 'رحلات بالمنطاد عند شروق الشمس فوق أودية العلا الصخرية ومقابرها الأثرية.',
    },
    ageRule: { en: 'Ages 8 and over', ar: 'للأعمار 8 أعوام فأكثر' },
    minimumAge: 8,
    namedTickets: true,
    shows: { firstDay: 70, count: 4, time: '06:00', hours: 3, labels: 'days' },
    passes: [
      {
        type: 'general_admission',
        name: { en: 'Balloon flight', ar: 'رحلة منطاد' },
        priceSar: 1100,
        capacity: 120,
        perOrderLimit: 4,
      },
      {
        type: 'vip',
        name: { en: 'Private basket', ar: 'سلة خاصة' },
        priceSar: 4200,
        capacity: 10,
        perOrderLimit: 4,
      },
    ],
  },
  {
    id: 'alula-wellness',
    slug: 'alula-wellness-festival',
    category: 'wellness',
    venue: 'maraya',
    title: { en: 'AlUla Wellness Festival', ar: 'مهرجان العلا للعافية' },
    description: {
      en: 'Yoga at sunrise, desert hikes and sound baths; this year’s festival is over.',
      ar: 'يوغا عند الشروق ورحلات مشي في الصحراء وجلسات استرخاء صوتي؛ انتهى مهرجان هذا العام.',
    },
    ageRule: ADULTS,
    minimumAge: 18,
    namedTickets: false,
    shows: { firstDay: -20, count: 3, time: '07:00', hours: 10, labels: 'days' },
    passes: [{ type: 'day_pass', priceSar: 200, capacity: 400 }],
  },
]
