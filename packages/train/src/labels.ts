import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { TrainClass } from '@rihla/api-contract/trains'

/** The classes by name, for a booking whose train no longer lists its fares. */
export const CLASS_LABELS: Record<TrainClass, MessageDescriptor> = {
  economy: msg`Economy`,
  business: msg`Business`,
  sleeper: msg`Sleeper cabin`,
}
