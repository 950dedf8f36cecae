import type { PassengerFieldName } from './passengerValues'

/** The parts of the form beyond the traveller's name. */
export interface PassengerFormParts {
  /** Title, gender, nationality and the date of birth (or age): not asked of an event's attendee. */
  profile?: boolean
  /** The nickname a saved traveller is known by. */
  nickname?: boolean
  /** "Save this traveller for later" (a booking's passenger). */
  saveForLater?: boolean
  /** A hotel guest's age, instead of the date of birth. */
  age?: boolean
  nationalId?: boolean
  passport?: boolean
  frequentFlyer?: boolean
  contact?: boolean
}

export const DEFAULT_PARTS: Required<PassengerFormParts> = {
  profile: true,
  nickname: false,
  saveForLater: false,
  age: false,
  nationalId: true,
  passport: true,
  frequentFlyer: true,
  contact: true,
}

/** What every section of the form is told: which parts it shows and which fields must be given. */
export interface SectionProps {
  parts: Required<PassengerFormParts>
  /** The fields the form's schema refuses empty. */
  required: ReadonlySet<PassengerFieldName>
}

/** The props a section built with `withForm` declares; each use passes the form's own. */
export const sectionProps: SectionProps = { parts: DEFAULT_PARTS, required: new Set() }
