import type { BookingType } from '@rihla/api-contract/bookings'
import Bus from 'lucide-react/icons/bus'
import CalendarSync from 'lucide-react/icons/calendar-sync'
import Car from 'lucide-react/icons/car'
import Clapperboard from 'lucide-react/icons/clapperboard'
import Compass from 'lucide-react/icons/compass'
import Hotel from 'lucide-react/icons/hotel'
import Plane from 'lucide-react/icons/plane'
import Ticket from 'lucide-react/icons/ticket'
import TrainFront from 'lucide-react/icons/train-front'
import Wallet from 'lucide-react/icons/wallet'
import * as styles from './TypeIcon.css'

const ICONS = {
  airline: Plane,
  hotel: Hotel,
  bus: Bus,
  railway: TrainFront,
  event: Ticket,
  car_rental: Car,
  cinema: Clapperboard,
  tour: Compass,
  wallet: Wallet,
  subscription: CalendarSync,
} satisfies Record<BookingType, unknown>

/** The booking type's icon; decorative, the type is always named in text beside it. */
export function TypeIcon({ type, size = 20 }: { type: BookingType; size?: number }) {
  const Icon = ICONS[type]
  return <Icon size={size} aria-hidden className={type === 'airline' ? styles.mirrored : undefined} />
}
