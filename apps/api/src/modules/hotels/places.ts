import type { LocalizedText } from '@rihla/api-contract'

// Where the hotels are. The reference facts name each hotel's district but give no coordinates; these
// are approximate positions of the properties (to a few hundred metres), enough for the distance a
// result shows and for sorting by it. Not for navigation.

export interface Point {
  latitude: number
  longitude: number
}

/** Each hotel's position, by its id in the reference facts. */
export const HOTEL_POSITIONS: Record<string, [latitude: number, longitude: number]> = {
  'ruh-ritz': [24.6645, 46.628],
  'ruh-fs': [24.7114, 46.6744],
  'ruh-mo': [24.6905, 46.685],
  'ruh-fairmont': [24.757, 46.727],
  'ruh-jw': [24.7035, 46.682],
  'ruh-hilton': [24.769, 46.747],
  'ruh-rafal': [24.793, 46.64],
  'ruh-bab-samhan': [24.7355, 46.575],
  'ruh-novotel': [24.698, 46.684],
  'jed-waldorf': [21.621, 39.107],
  'jed-parkhyatt': [21.544, 39.133],
  'jed-ritz': [21.563, 39.128],
  'jed-shangrila': [21.633, 39.104],
  'jed-rosewood': [21.556, 39.13],
  'jed-ic': [21.55, 39.132],
  'jed-hilton': [21.594, 39.11],
  'jed-crowne': [21.559, 39.158],
  'mak-fairmont': [21.419, 39.826],
  'mak-swissotel': [21.4185, 39.825],
  'mak-raffles': [21.4195, 39.8268],
  'mak-pullman': [21.4183, 39.8245],
  'mak-conrad': [21.42, 39.822],
  'mak-hyatt': [21.421, 39.8215],
  'mak-anjum': [21.424, 39.8225],
  'mak-aziziyah': [21.405, 39.87],
  'med-oberoi': [24.4705, 39.6115],
  'med-taqwa': [24.4675, 39.6085],
  'med-anwar': [24.469, 39.614],
  'med-pullman': [24.465, 39.613],
  'med-daraliman': [24.47, 39.61],
  'med-shaza': [24.466, 39.608],
  'med-crowne': [24.4685, 39.615],
  'khb-kempinski': [26.29, 50.205],
  'khb-movenpick': [26.285, 50.21],
  'khb-lemeridien': [26.295, 50.22],
  'dmm-sheraton': [26.444, 50.11],
  'dmm-novotel': [26.39, 50.16],
  'dmm-parkinn': [26.43, 50.095],
  'ula-banyan': [26.555, 37.96],
  'ula-habitas': [26.55, 37.97],
  'ula-tantora': [26.624, 37.916],
  'ula-shaden': [26.58, 37.94],
  'ula-sahary': [26.54, 37.93],
  'ahb-palace': [18.2, 42.495],
  'ahb-soudah': [18.265, 42.365],
  'ahb-muftaha': [18.217, 42.5],
  'ahb-green': [18.228, 42.497],
  'rsd-stregis': [25.62, 36.6],
  'rsd-sixsenses': [25.78, 37.33],
}

export type DistanceAnchor = 'haram' | 'prophets_mosque' | 'city_centre'

export interface Landmark extends Point {
  id: string
  city: string
  name: LocalizedText
}

/** Places travellers search hotels near; the first two are what Makkah's and Madinah's distances are measured to. */
export const LANDMARKS: readonly Landmark[] = [
  {
    id: 'haram',
    city: 'Makkah',
    name: { en: 'Masjid al-Haram', ar: 'المسجد الحرام' },
    latitude: 21.4225,
    longitude: 39.8262,
  },
  {
    id: 'prophets-mosque',
    city: 'Madinah',
    name: { en: 'The Prophet’s Mosque', ar: 'المسجد النبوي' },
    latitude: 24.4672,
    longitude: 39.6112,
  },
  {
    id: 'kingdom-centre',
    city: 'Riyadh',
    name: { en: 'Kingdom Centre', ar: 'برج المملكة' },
    latitude: 24.7114,
    longitude: 46.6744,
  },
  {
    id: 'diriyah',
    city: 'Riyadh',
    name: { en: 'Diriyah', ar: 'الدرعية' },
    latitude: 24.7343,
    longitude: 46.5755,
  },
  {
    id: 'jeddah-corniche',
    city: 'Jeddah',
    name: { en: 'Jeddah Corniche', ar: 'كورنيش جدة' },
    latitude: 21.59,
    longitude: 39.11,
  },
  {
    id: 'al-balad',
    city: 'Jeddah',
    name: { en: 'Al Balad', ar: 'البلد' },
    latitude: 21.4858,
    longitude: 39.186,
  },
  { id: 'hegra', city: 'AlUla', name: { en: 'Hegra', ar: 'الحِجر' }, latitude: 26.792, longitude: 37.954 },
  {
    id: 'elephant-rock',
    city: 'AlUla',
    name: { en: 'Elephant Rock', ar: 'جبل الفيل' },
    latitude: 26.662,
    longitude: 37.999,
  },
  {
    id: 'al-soudah',
    city: 'Abha',
    name: { en: 'Al Soudah Park', ar: 'منتزه السودة' },
    latitude: 18.272,
    longitude: 42.367,
  },
  {
    id: 'khobar-corniche',
    city: 'Al Khobar',
    name: { en: 'Khobar Corniche', ar: 'كورنيش الخبر' },
    latitude: 26.295,
    longitude: 50.215,
  },
  {
    id: 'dammam-corniche',
    city: 'Dammam',
    name: { en: 'Dammam Corniche', ar: 'كورنيش الدمام' },
    latitude: 26.45,
    longitude: 50.11,
  },
]

/** The centre a city's distances are measured to, where no holy mosque is. */
const CITY_CENTRES: Record<string, Point> = {
  Riyadh: { latitude: 24.7114, longitude: 46.6744 },
  Jeddah: { latitude: 21.5433, longitude: 39.1728 },
  Dammam: { latitude: 26.4207, longitude: 50.0888 },
  'Al Khobar': { latitude: 26.2794, longitude: 50.2083 },
  AlUla: { latitude: 26.6085, longitude: 37.9232 },
  Abha: { latitude: 18.2164, longitude: 42.5053 },
  'Red Sea destination': { latitude: 25.7, longitude: 36.9 },
}

const CITY_CENTRE_NAME: LocalizedText = { en: 'City centre', ar: 'وسط المدينة' }

/** What a city's hotel distances are measured to: the Haram, the Prophet's Mosque, or the centre. */
export function distanceAnchorOf(city: string): { to: DistanceAnchor; name: LocalizedText; point: Point } {
  if (city === 'Makkah') return { to: 'haram', name: LANDMARKS[0]!.name, point: LANDMARKS[0]! }
  if (city === 'Madinah') return { to: 'prophets_mosque', name: LANDMARKS[1]!.name, point: LANDMARKS[1]! }
  return { to: 'city_centre', name: CITY_CENTRE_NAME, point: CITY_CENTRES[city] ?? LANDMARKS[2]! }
}

const EARTH_RADIUS_METERS = 6_371_000
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in whole metres (haversine). */
export function metersBetween(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return Math.round(2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(h)))
}
