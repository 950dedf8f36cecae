import { createHash } from 'node:crypto'
import type { LocalizedText } from '@rihla/api-contract'
import type { BookingStatus, BookingType } from '@rihla/api-contract/bookings'
import { vatWithin } from '@rihla/api-contract/pricing'
import { and, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookingEvents, bookings } from '../../db/schema'
import type { StoredBookingDetail } from '../../db/schema'
import { upsert } from '../../db/seed/upsert'
import { pnrFrom } from './create'

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Riyadh is UTC+3 all year; sample times are written as local times. */
const RIYADH_OFFSET_HOURS = 3

const text = (en: string, ar: string): LocalizedText => ({ en, ar })
const line = (label: LocalizedText, value: LocalizedText): StoredBookingDetail => ({ label, value })
const same = (value: string) => text(value, value)

const label = {
  flight: text('Flight', 'الرحلة'),
  from: text('From', 'من'),
  to: text('To', 'إلى'),
  cabin: text('Cabin', 'الدرجة'),
  travellers: text('Travellers', 'المسافرون'),
  baggage: text('Baggage', 'الأمتعة'),
  room: text('Room', 'الغرفة'),
  nights: text('Nights', 'الليالي'),
  guests: text('Guests', 'النزلاء'),
  board: text('Board', 'الوجبات'),
  district: text('District', 'الحي'),
  train: text('Train', 'القطار'),
  seats: text('Seats', 'المقاعد'),
  pass: text('Pass', 'التذكرة'),
  venue: text('Venue', 'المكان'),
  screen: text('Screen', 'القاعة'),
  film: text('Film', 'الفيلم'),
  pickUp: text('Pick-up', 'الاستلام'),
  car: text('Car', 'السيارة'),
  meetingPoint: text('Meeting point', 'نقطة الالتقاء'),
  plan: text('Plan', 'الخطة'),
  method: text('Payment method', 'طريقة الدفع'),
}

const economy = text('Economy', 'الدرجة الاقتصادية')
const business = text('Business', 'درجة الأعمال')
const adults = (n: number) => text(`${n} adults`, n === 2 ? 'بالغان' : `${n} بالغين`)
const oneAdult = text('1 adult', 'بالغ واحد')

const airline = {
  saudia: text('Saudia', 'السعودية'),
  flynas: text('flynas', 'طيران ناس'),
  flyadeal: text('flyadeal', 'طيران أديل'),
}
const airport = {
  RUH: text('Riyadh (RUH) King Khalid International', 'الرياض (RUH) مطار الملك خالد الدولي'),
  JED: text('Jeddah (JED) King Abdulaziz International', 'جدة (JED) مطار الملك عبدالعزيز الدولي'),
  DMM: text('Dammam (DMM) King Fahd International', 'الدمام (DMM) مطار الملك فهد الدولي'),
  MED: text(
    'Madinah (MED) Prince Mohammad bin Abdulaziz International',
    'المدينة المنورة (MED) مطار الأمير محمد بن عبدالعزيز الدولي',
  ),
  AHB: text('Abha (AHB) Abha International', 'أبها (AHB) مطار أبها الدولي'),
  DXB: text('Dubai (DXB) Dubai International', 'دبي (DXB) مطار دبي الدولي'),
}
const route = (from: keyof typeof airport, to: keyof typeof airport, en: string, ar: string) => ({
  title: text(`${en} (${from} → ${to})`, `${ar} (${from} → ${to})`),
  lines: [line(label.from, airport[from]), line(label.to, airport[to])],
})

/** When, relative to the moment the samples are made. */
interface Timing {
  /** Days before today it was booked; 0: an hour ago (a booking still awaiting payment). */
  bookedDaysAgo: number
  /** Trip start: days from today and the Riyadh hour; none for wallet top-ups and subscriptions. */
  starts?: [days: number, hour: number]
  ends?: [days: number, hour: number]
  /** A Pending booking's payment window, in hours from the current hour. */
  payWithinHours?: number
}

interface Sample extends Timing {
  type: BookingType
  status: BookingStatus
  paid: boolean
  /** Whether the provider has issued a record locator. */
  pnr: boolean
  provider: LocalizedText
  title: LocalizedText
  /** SAR, in halalas. */
  amount: number
  details: StoredBookingDetail[]
}

const ruhJed = route('RUH', 'JED', 'Riyadh to Jeddah', 'الرياض إلى جدة')
const ruhAhb = route('RUH', 'AHB', 'Riyadh to Abha', 'الرياض إلى أبها')
const jedDmm = route('JED', 'DMM', 'Jeddah to Dammam', 'جدة إلى الدمام')
const ruhDxb = route('RUH', 'DXB', 'Riyadh to Dubai', 'الرياض إلى دبي')
const jedRuh = route('JED', 'RUH', 'Jeddah to Riyadh', 'جدة إلى الرياض')
const ruhMed = route('RUH', 'MED', 'Riyadh to Madinah', 'الرياض إلى المدينة المنورة')

/**
 * The sample set: every booking type, every status, trips ahead and behind, real Saudi airlines,
 * hotels, stations, venues and operators (shared/reference). Upcoming holds more than one page.
 */
const SAMPLES: readonly Sample[] = [
  {
    type: 'airline',
    status: 'Pending',
    paid: false,
    pnr: true,
    provider: airline.saudia,
    title: ruhJed.title,
    amount: 117_800,
    bookedDaysAgo: 0,
    starts: [9, 8],
    payWithinHours: 3,
    details: [
      line(label.flight, same('SV 1024')),
      ...ruhJed.lines,
      line(label.cabin, economy),
      line(label.travellers, adults(2)),
      line(label.baggage, text('23 kg each', '23 كجم لكل مسافر')),
    ],
  },
  {
    type: 'hotel',
    status: 'Pending',
    paid: false,
    pnr: false,
    provider: text('Fairmont Makkah Clock Royal Tower', 'فندق فيرمونت برج الساعة مكة'),
    title: text('3 nights in Makkah', '3 ليالٍ في مكة المكرمة'),
    amount: 435_000,
    bookedDaysAgo: 0,
    starts: [21, 15],
    ends: [24, 12],
    payWithinHours: 5,
    details: [
      line(label.room, text('Deluxe King, Haram view', 'غرفة ديلوكس بسرير كبير، إطلالة على الحرم')),
      line(label.nights, same('3')),
      line(label.guests, adults(2)),
      line(label.board, text('Breakfast included', 'الإفطار مشمول')),
      line(label.district, text('Ajyad (Abraj Al Bait)', 'أجياد (أبراج البيت)')),
    ],
  },
  {
    type: 'railway',
    status: 'Processing',
    paid: false,
    pnr: false,
    provider: text('Haramain High Speed Railway', 'قطار الحرمين السريع'),
    title: text('Jeddah (Al-Sulaimaniyah) to Madinah', 'جدة (السليمانية) إلى المدينة المنورة'),
    amount: 25_000,
    bookedDaysAgo: 0,
    starts: [5, 10],
    details: [
      line(label.from, text('Jeddah Station (Al-Sulaimaniyah)', 'محطة جدة (السليمانية)')),
      line(label.to, text('Madinah Station', 'محطة المدينة المنورة')),
      line(label.cabin, economy),
      line(label.seats, text('Coach 4, seats 12A and 12B', 'العربة 4، المقعدان 12A و12B')),
    ],
  },
  {
    type: 'hotel',
    status: 'Confirmed',
    paid: true,
    pnr: true,
    provider: text('The Ritz-Carlton, Riyadh', 'فندق ريتز كارلتون الرياض'),
    title: text('2 nights in Riyadh', 'ليلتان في الرياض'),
    amount: 560_000,
    bookedDaysAgo: 4,
    starts: [12, 15],
    ends: [14, 12],
    details: [
      line(label.room, text('Executive Suite', 'جناح تنفيذي')),
      line(label.nights, same('2')),
      line(label.guests, adults(2)),
      line(label.board, text('Breakfast included', 'الإفطار مشمول')),
      line(label.district, text('Al Hada', 'الهدا')),
    ],
  },
  {
    type: 'airline',
    status: 'Confirmed',
    paid: true,
    pnr: true,
    provider: airline.flynas,
    title: ruhAhb.title,
    amount: 38_900,
    bookedDaysAgo: 6,
    starts: [3, 7],
    details: [
      line(label.flight, same('XY 115')),
      ...ruhAhb.lines,
      line(label.cabin, economy),
      line(label.travellers, oneAdult),
    ],
  },
  {
    type: 'bus',
    status: 'Confirmed',
    paid: true,
    pnr: true,
    provider: text('SAPTCO', 'سابتكو'),
    title: text('Riyadh to Dammam', 'الرياض إلى الدمام'),
    amount: 18_000,
    bookedDaysAgo: 2,
    starts: [7, 14],
    details: [
      line(label.from, text('Riyadh, Al Aziziyah bus station', 'الرياض، محطة العزيزية')),
      line(label.to, text('Dammam bus station', 'محطة الدمام')),
      line(label.seats, text('VIP, seats 3 and 4', 'كبار الشخصيات، المقعدان 3 و4')),
    ],
  },
  {
    type: 'event',
    status: 'Confirmed',
    paid: true,
    pnr: true,
    provider: text('MDLBEAST Soundstorm', 'ساوندستورم من ميدل بيست'),
    title: text('MDLBEAST Soundstorm, Banban', 'ساوندستورم من ميدل بيست، بنبان'),
    amount: 109_800,
    bookedDaysAgo: 10,
    starts: [30, 16],
    ends: [32, 23],
    details: [
      line(label.pass, text('Storm Blazer fast track × 2', 'ستورم بليزر مسار سريع × 2')),
      line(label.venue, text('Banban, Riyadh', 'بنبان، الرياض')),
    ],
  },
  {
    type: 'airline',
    status: 'Partially Confirmed',
    paid: true,
    pnr: true,
    provider: airline.flyadeal,
    title: jedDmm.title,
    amount: 64_400,
    bookedDaysAgo: 3,
    starts: [14, 6],
    ends: [18, 20],
    details: [
      line(
        label.flight,
        text(
          'F3 402 out, F3 405 back (awaiting airline)',
          'F3 402 ذهابًا، F3 405 عودة (بانتظار شركة الطيران)',
        ),
      ),
      ...jedDmm.lines,
      line(label.cabin, economy),
      line(label.travellers, oneAdult),
    ],
  },
  {
    type: 'hotel',
    status: 'Modified',
    paid: true,
    pnr: true,
    provider: text('Banyan Tree AlUla', 'منتجع بانيان تري العلا'),
    title: text('3 nights in AlUla', '3 ليالٍ في العلا'),
    amount: 1_260_000,
    bookedDaysAgo: 20,
    starts: [40, 15],
    ends: [43, 12],
    details: [
      line(label.room, text('Tented pool villa', 'فيلا خيمة مع مسبح')),
      line(label.nights, same('3')),
      line(label.guests, adults(2)),
      line(label.district, text('Ashar Valley', 'وادي عشار')),
    ],
  },
  {
    type: 'cinema',
    status: 'Updated',
    paid: true,
    pnr: true,
    provider: text('VOX Cinemas', 'فوكس سينما'),
    title: text('VOX Cinemas, Riyadh Park', 'فوكس سينما، الرياض بارك'),
    amount: 15_000,
    bookedDaysAgo: 1,
    starts: [2, 21],
    details: [
      line(label.screen, text('IMAX, row F seats 8 and 9', 'آيماكس، الصف F المقعدان 8 و9')),
      line(label.venue, text('Riyadh Park, Riyadh', 'الرياض بارك، الرياض')),
    ],
  },
  {
    type: 'tour',
    status: 'Confirmed',
    paid: true,
    pnr: true,
    provider: text('Experience AlUla', 'تجربة العلا'),
    title: text('Hegra guided tour', 'جولة مصحوبة بمرشد في الحِجر'),
    amount: 19_000,
    bookedDaysAgo: 20,
    starts: [41, 9],
    details: [
      line(label.meetingPoint, text('Winter Park, AlUla', 'وينتر بارك، العلا')),
      line(label.guests, adults(2)),
    ],
  },
  {
    type: 'car_rental',
    status: 'Confirmed',
    paid: true,
    pnr: true,
    provider: text('Theeb Rent a Car', 'ذيب لتأجير السيارات'),
    title: text('4 days from King Khalid International', '4 أيام من مطار الملك خالد الدولي'),
    amount: 72_000,
    bookedDaysAgo: 5,
    starts: [6, 12],
    ends: [10, 12],
    details: [
      line(label.pickUp, airport.RUH),
      line(label.car, text('Toyota Camry or similar', 'تويوتا كامري أو ما يماثلها')),
    ],
  },
  {
    type: 'subscription',
    status: 'Pending',
    paid: false,
    pnr: false,
    provider: text('Rihla', 'رحلة'),
    title: text('Rihla Plus, one year', 'رحلة بلس، سنة واحدة'),
    amount: 19_900,
    bookedDaysAgo: 0,
    payWithinHours: 24,
    details: [line(label.plan, text('Annual', 'سنوي'))],
  },
  {
    type: 'airline',
    status: 'Confirmed',
    paid: true,
    pnr: true,
    provider: airline.saudia,
    title: ruhDxb.title,
    amount: 142_000,
    bookedDaysAgo: 8,
    starts: [25, 13],
    details: [
      line(label.flight, same('SV 554')),
      ...ruhDxb.lines,
      line(label.cabin, business),
      line(label.travellers, oneAdult),
    ],
  },
  // past
  {
    type: 'airline',
    status: 'Confirmed',
    paid: true,
    pnr: true,
    provider: airline.saudia,
    title: jedRuh.title,
    amount: 54_500,
    bookedDaysAgo: 30,
    starts: [-20, 18],
    details: [
      line(label.flight, same('SV 1047')),
      ...jedRuh.lines,
      line(label.cabin, economy),
      line(label.travellers, oneAdult),
    ],
  },
  {
    type: 'hotel',
    status: 'Cancelled',
    paid: false,
    pnr: false,
    provider: text('Hilton Riyadh Hotel & Residences', 'فندق وأجنحة هيلتون الرياض'),
    title: text('1 night in Riyadh', 'ليلة واحدة في الرياض'),
    amount: 78_000,
    bookedDaysAgo: 16,
    starts: [-10, 15],
    ends: [-9, 12],
    details: [line(label.room, text('King Deluxe', 'ديلوكس بسرير كبير')), line(label.guests, oneAdult)],
  },
  {
    type: 'hotel',
    status: 'Refund In Progress',
    paid: true,
    pnr: true,
    provider: text('Swissôtel Makkah', 'فندق سويس أوتيل مكة'),
    title: text('2 nights in Makkah', 'ليلتان في مكة المكرمة'),
    amount: 310_000,
    bookedDaysAgo: 12,
    starts: [8, 15],
    ends: [10, 12],
    details: [
      line(label.room, text('Classic Twin, Kaaba view', 'غرفة كلاسيك بسريرين، إطلالة على الكعبة')),
      line(label.guests, adults(2)),
    ],
  },
  {
    type: 'airline',
    status: 'Refunded',
    paid: true,
    pnr: true,
    provider: airline.flynas,
    title: ruhMed.title,
    amount: 41_200,
    bookedDaysAgo: 45,
    starts: [-35, 11],
    details: [
      line(label.flight, same('XY 321')),
      ...ruhMed.lines,
      line(label.cabin, economy),
      line(label.travellers, oneAdult),
    ],
  },
  {
    type: 'railway',
    status: 'Expired',
    paid: false,
    pnr: false,
    provider: text('Saudi Arabia Railways (SAR)', 'الخطوط الحديدية السعودية (سار)'),
    title: text('Riyadh to Dammam, East line', 'الرياض إلى الدمام، خط الشرق'),
    amount: 15_750,
    bookedDaysAgo: 3,
    starts: [4, 8],
    details: [line(label.cabin, economy), line(label.travellers, adults(2))],
  },
  {
    type: 'bus',
    status: 'Cancelled',
    paid: false,
    pnr: false,
    provider: text('SAPTCO', 'سابتكو'),
    title: text('Makkah to Madinah', 'مكة المكرمة إلى المدينة المنورة'),
    amount: 11_000,
    bookedDaysAgo: 18,
    starts: [-15, 9],
    details: [line(label.seats, text('Standard, seat 11', 'عادي، المقعد 11'))],
  },
  {
    type: 'event',
    status: 'Confirmed',
    paid: true,
    pnr: true,
    provider: text('Formula 1 STC Saudi Arabian Grand Prix', 'جائزة السعودية الكبرى stc للفورمولا 1'),
    title: text('Saudi Arabian Grand Prix, race day', 'جائزة السعودية الكبرى، يوم السباق'),
    amount: 245_000,
    bookedDaysAgo: 90,
    starts: [-60, 17],
    ends: [-60, 23],
    details: [
      line(label.pass, text('Grandstand × 2', 'المدرج الرئيسي × 2')),
      line(label.venue, text('Jeddah Corniche Circuit', 'حلبة كورنيش جدة')),
    ],
  },
  {
    type: 'wallet',
    status: 'Confirmed',
    paid: true,
    pnr: false,
    provider: text('Rihla Wallet', 'محفظة رحلة'),
    title: text('Wallet top-up', 'شحن المحفظة'),
    amount: 50_000,
    bookedDaysAgo: 9,
    details: [line(label.method, text('Mada card ending 4242', 'بطاقة مدى تنتهي بـ 4242'))],
  },
  {
    type: 'hotel',
    status: 'Expired',
    paid: false,
    pnr: false,
    provider: text('Dar Tantora The House Hotel', 'فندق دار طنطورة'),
    title: text('2 nights in AlUla', 'ليلتان في العلا'),
    amount: 240_000,
    bookedDaysAgo: 6,
    starts: [15, 15],
    ends: [17, 12],
    details: [
      line(label.room, text('Heritage Room', 'غرفة تراثية')),
      line(label.district, text('AlUla Old Town', 'البلدة القديمة')),
    ],
  },
  {
    type: 'cinema',
    status: 'Refunded',
    paid: true,
    pnr: true,
    provider: text('VOX Cinemas', 'فوكس سينما'),
    title: text('VOX Cinemas, Red Sea Mall', 'فوكس سينما، رد سي مول'),
    amount: 9_000,
    bookedDaysAgo: 27,
    starts: [-25, 20],
    details: [line(label.screen, text('Standard, row H seat 5', 'عادي، الصف H المقعد 5'))],
  },
  {
    type: 'tour',
    status: 'Expired',
    paid: false,
    pnr: false,
    provider: text('Diriyah Company', 'شركة الدرعية'),
    title: text('At-Turaif walking tour', 'جولة مشي في حي الطريف'),
    amount: 15_000,
    bookedDaysAgo: 12,
    starts: [-11, 17],
    details: [line(label.meetingPoint, text('At-Turaif visitor centre', 'مركز زوار حي الطريف'))],
  },
  {
    type: 'car_rental',
    status: 'Cancelled',
    paid: false,
    pnr: false,
    provider: text('Yelo', 'يلو'),
    title: text('2 days in Jeddah', 'يومان في جدة'),
    amount: 32_000,
    bookedDaysAgo: 21,
    starts: [-18, 10],
    ends: [-16, 10],
    details: [
      line(label.pickUp, airport.JED),
      line(label.car, text('Hyundai Accent or similar', 'هيونداي أكسنت أو ما يماثلها')),
    ],
  },
]

/** A locator from a digest, so the same order always has the same one. */
const recordLocator = (seed: string) => pnrFrom(createHash('sha256').update(seed).digest())

/**
 * The sample bookings of one user as table rows. Trip dates count from the start of today and payment
 * windows from the start of this hour, so two runs in the same hour produce the same rows.
 */
export function sampleBookingRows(userId: string, orderPrefix: string, now: Date = new Date()) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const thisHour = Math.floor(now.getTime() / HOUR) * HOUR
  const at = ([days, hour]: [number, number]) =>
    new Date(today + days * DAY + (hour - RIYADH_OFFSET_HOURS) * HOUR)

  return SAMPLES.map((sample, index) => {
    const orderRef = `${orderPrefix}-${String(index + 1).padStart(2, '0')}`
    const createdAt =
      sample.bookedDaysAgo === 0
        ? new Date(thisHour - HOUR)
        : new Date(today - sample.bookedDaysAgo * DAY + 6 * HOUR)
    const paymentExpiresAt =
      sample.status === 'Pending' && sample.payWithinHours
        ? new Date(thisHour + sample.payWithinHours * HOUR)
        : sample.status === 'Expired'
          ? new Date(createdAt.getTime() + 2 * HOUR)
          : null
    return {
      userId,
      type: sample.type,
      status: sample.status,
      orderRef,
      pnr: sample.pnr ? recordLocator(orderRef) : null,
      providerEn: sample.provider.en,
      providerAr: sample.provider.ar,
      titleEn: sample.title.en,
      titleAr: sample.title.ar,
      totalAmount: sample.amount,
      ...vatWithin(sample.amount),
      currency: 'SAR',
      paidAt: sample.paid ? new Date(createdAt.getTime() + 10 * 60_000) : null,
      paymentExpiresAt,
      travelStartsAt: sample.starts ? at(sample.starts) : null,
      travelEndsAt: sample.ends ? at(sample.ends) : null,
      details: sample.details,
      createdAt,
    } satisfies typeof bookings.$inferInsert
  })
}

export const SAMPLE_BOOKING_COUNT = SAMPLES.length

/** A user's own order prefix: the same user always gets the same order IDs. */
export const orderPrefixFor = (userId: string) =>
  `RH-${createHash('sha256').update(userId).digest('hex').slice(0, 8).toUpperCase()}`

const recordCreation = async (db: Db, created: { id: string; status: BookingStatus }[]) => {
  if (created.length === 0) return
  await db
    .insert(bookingEvents)
    .values(created.map((row) => ({ bookingId: row.id, toStatus: row.status, reason: 'sample booking' })))
}

/** Sandbox: gives a user the sample bookings they do not have yet; their existing ones stay as they are. */
export async function giveSampleBookings(db: Db, userId: string, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(bookings)
      .values(sampleBookingRows(userId, orderPrefixFor(userId), now))
      .onConflictDoNothing({ target: bookings.orderRef })
      .returning({ id: bookings.id, status: bookings.status })
    await recordCreation(tx, created)
    const [totals] = await tx.select({ total: count() }).from(bookings).where(eq(bookings.userId, userId))
    return { created: created.length, total: totals?.total ?? 0 }
  })
}

export const DEMO_ORDER_PREFIX = 'RH-DEMO'

/**
 * The demo user's sample bookings, kept as the samples describe them: dates move with today, and a
 * demo booking someone paid or cancelled is back as it was on the next start.
 */
export async function seedDemoBookings(db: Db, userId: string, now: Date = new Date()) {
  const rows = sampleBookingRows(userId, DEMO_ORDER_PREFIX, now)
  const existing = await db
    .select({ orderRef: bookings.orderRef })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(
          bookings.orderRef,
          rows.map((row) => row.orderRef),
        ),
      ),
    )
  const known = new Set(existing.map((row) => row.orderRef))
  await upsert(db, bookings, rows, bookings.orderRef)
  const created = await db
    .select({ id: bookings.id, status: bookings.status, orderRef: bookings.orderRef })
    .from(bookings)
    .where(
      inArray(
        bookings.orderRef,
        rows.filter((row) => !known.has(row.orderRef)).map((row) => row.orderRef),
      ),
    )
  await recordCreation(db, created)
}
