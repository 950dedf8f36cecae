// Every validation and error message the contract can produce, word for word from SPEC.md §5 and §8,
// with its Arabic in localize.ts. Schemas carry the English text as their message; client and server
// translate it with localizeMessage, so a 400 from the server reads in the caller's language.
import type { serverMessages } from './serverMessages'

export const messages = {
  // required fields
  requiredField: 'This field is required',
  requiredThis: 'This is a required field',
  departureCityRequired: 'Departure city is required',
  arrivalCityRequired: 'Arrival city is required',
  dateRequired: 'Date is required',
  bothDatesRequired: 'Both departure and return dates are required',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  cityRequired: 'City is required',
  phoneRequired: 'Phone number is required',
  passwordRequired: 'Password is required',
  confirmationRequired: 'Confirmation is required',
  genderRequired: 'Gender is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nationalityRequired: 'Nationality is required',
  dateOfBirthRequired: 'Date of Birth is required',
  cnicRequired: 'CNIC is required',
  passportRequired: 'Passport is required',
  countryRequired: 'Country is required',
  passportIssuanceRequired: 'Passport issuance date is required',
  passportExpiryRequired: 'Passport expiry date is required',
  nicknameRequired: 'Nickname is required',
  captchaRequired: 'Captcha is required',
  messageRequired: 'Message is required',
  childAgeRequired: 'Child age is required',
  otpRequired: 'Please enter OTP',
  // formats
  invalidEmail: 'Please enter a valid email address',
  passwordMismatch: 'Password does not match',
  minSixCharacters: 'Must be at least 6 characters',
  otpMinDigits: 'OTP must be at least 6 digits',
  flyerNumberInvalid: 'Flyer number is not valid',
  frequentFlyerInvalid: 'Frequent Flyer Number is required and not valid',
  nationalIdInvalid: "National ID isn't Valid",
  cnicMinDigits: 'CNIC should be at least 13 digits',
  // ages
  ageThirteenOrAbove: 'Age should be 13 or above',
  infantAge: 'Infant must be under 2 years old',
  childAge: 'Child must be between 2 and 12 years old',
  adultAge: 'Adult must be 12 or older',
  // names
  nameMinLength: 'Name must be at least 3 characters long',
  nameLettersOnly: 'Name cannot contain special characters or numbers',
  firstLastNameRule: 'First and Last name must be at least 3 characters and only letters and spaces',
  // hotels and trains
  maxRooms: 'Maximum 6 rooms allowed',
  duplicateFirstName: 'Duplicate first name detected, enter a distinct first name',
  fillRequiredFields: 'Please fill out all required fields',
  // our own limits (the spec leaves them open)
  messageTooLong: 'Message must be 2000 characters or fewer',
  nameTooLong: 'Name must be 100 characters or fewer',
  invalidValue: 'This value is not valid',
  invalidCurrency: 'Currency is not supported',
  invalidWidgetPayload: 'The widget payload is not valid',
  unauthenticated: 'Authentication is required',
  tokenExpired: 'The token has expired',
  pageNotFound: 'Page Not Found',
  // accounts
  invalidPhone: 'Please enter a valid phone number',
  passwordTooLong: 'Password must be 128 characters or fewer',
  captchaInvalid: 'Captcha verification failed, please try again',
  otpInvalid: 'The code is incorrect or has expired',
  resetTokenInvalid: 'The password reset has expired, please start again',
  socialCodeInvalid: 'The sign-in has expired, please try again',
  // passengers and saved travellers (friends and family)
  dateOfBirthInFuture: 'Date of Birth cannot be in the future',
  passportNumberInvalid: 'Passport number is not valid',
  passportIssuanceInFuture: 'Passport issuance date cannot be in the future',
  passportExpired: 'Passport has expired',
  passportExpiresBeforeTravel: 'Passport expires before the travel date',
  passportExpiryBeforeIssuance: 'Passport expiry date must be after the issuance date',
  fnfLimitReached: 'You can save up to 50 travellers. Delete one to add another.',
  // flights
  flightDetailsError: 'Error fetching flight details',
  quoteError: 'An error occurred while getting the quote',
  multiCityLegs: 'A multi-city trip has 2 to 5 flights',
  maxSeats: 'Maximum 9 passengers allowed',
  infantsExceedAdults: 'Infants cannot be more than adults',
  sameAirports: 'Departure and arrival cities must be different',
  returnBeforeDeparture: 'Return date cannot be before the departure date',
  legsOutOfOrder: 'Each flight must be on or after the previous one',
  dateInPast: 'Date cannot be in the past',
  /** FLIGHT_SCHEDULE_DAYS in flights.ts. */
  dateBeyondSchedule: 'Flights can be searched up to 360 days ahead',
  // hotels (HOTEL_BOOKING_DAYS and MAX_NIGHTS in hotels.ts)
  checkInBeyondSchedule: 'Hotels can be searched up to 360 days ahead',
  checkOutAfterCheckIn: 'Check-out must be after check-in',
  maxNights: 'A stay can be at most 30 nights',
  // trains (SPEC.md §5; TRAIN_BOOKING_DAYS in trains.ts)
  trainMaxSeats: 'Maximum 4 seats per booking',
  trainAdultRequired: 'At least one adult required',
  trainDateBeyondSchedule: 'Trains can be booked up to 84 days ahead',
  /** BUS_BOOKING_DAYS in buses.ts. */
  busDateBeyondSchedule: 'Buses can be booked up to 90 days ahead',
  // events (EVENT_MAX_TICKETS in events.ts)
  eventMaxTickets: 'Maximum 10 tickets per order',
  eventShowRequired: 'Please choose a date and time',
  eventPassRequired: 'Please choose at least one ticket',
} as const

export type MessageKey = keyof typeof messages | keyof typeof serverMessages
export type Message =
  (typeof messages)[keyof typeof messages] | (typeof serverMessages)[keyof typeof serverMessages]
