// The public surface of @rihla/fnf: the friends-and-family screens, and the passenger form and saved
// traveller picker every vertical's passenger-details step uses.
export { fnfFragment } from './fragment'

export { PassengerForm } from './components/PassengerForm/PassengerForm'
export type { PassengerFormProps } from './components/PassengerForm/PassengerForm'
export type { PassengerFormParts } from './components/PassengerForm/passengerParts'
export {
  emptyPassenger,
  passengerErrors,
  passengerValuesOf,
} from './components/PassengerForm/passengerValues'
export type { PassengerFieldName, PassengerFormValues } from './components/PassengerForm/passengerValues'
export { SavedTravellerPicker } from './components/SavedTravellerPicker/SavedTravellerPicker'
export type { SavedTravellerPickerProps } from './components/SavedTravellerPicker/SavedTravellerPicker'
export { fnfQueries } from './queries'
export { useDeleteFnfEntry, useSaveFnfEntry } from './mutations'
