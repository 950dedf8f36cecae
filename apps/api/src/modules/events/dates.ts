import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import { saudiIso } from '../rail/timetable'

/** A time's date in Saudi Arabia (`YYYY-MM-DD`), the calendar shows are dated on. */
export const saudiDateOf = (time: Date) => todayInSaudiArabia(time)

/** A time as the contract writes show times: ISO with the +03:00 offset. */
export const saudiTimeOf = (time: Date) => saudiIso(time.getTime())
