import { BookingServices } from '../components/BookingServices'
import { FeaturedEvents } from '../components/FeaturedEvents'
import { WhyRihla } from '../components/WhyRihla'

/** Home's sections below the first screen, in their own chunk loaded once Home is on screen. */
export default function HomeBelowTheFold() {
  return (
    <>
      <BookingServices />
      <FeaturedEvents />
      <WhyRihla />
    </>
  )
}
