import { busCancellationRule } from '../bus/cancellationRule'
import { eventCancellationRule } from '../events/cancellationRule'
import { flightCancellationRule } from '../flights/cancellationRule'
import { hotelCancellationRule } from '../hotels/cancellationRule'
import { trainCancellationRule } from '../rail/cancellationRule'
import type { CancellableType } from './offer'
import type { CancellationRule } from './rule'

/** Each cancellable type's rule, kept with its vertical. */
export const CANCELLATION_RULES: Record<CancellableType, CancellationRule> = {
  airline: flightCancellationRule,
  railway: trainCancellationRule,
  bus: busCancellationRule,
  event: eventCancellationRule,
  hotel: hotelCancellationRule,
}
