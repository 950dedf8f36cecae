import type { Quote, SeatSelection } from '@rihla/api-contract/flight-booking'
import type { Traveller } from '../../addons'
import type { AddonLabels } from '../../components/addonLabels'
import type { FlightDraft } from '../../draft'

export interface StepProps {
  refId: string
  quote: Quote
  seats: SeatSelection[]
  draft: FlightDraft
  travellers: Traveller[]
  labels: AddonLabels
}
