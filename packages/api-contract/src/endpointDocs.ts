// What each endpoint does and its own error answers, for the OpenAPI document. Kept apart from the
// endpoint definitions so the browser, which needs only the wire details, never downloads the prose.
import type { AllEndpoints } from './allEndpoints'
import type { ErrorStatus } from './endpoint'

export interface EndpointDocs {
  summary: string
  /** Error answers besides 400 (bad input), 401 (auth) and 500, with when each happens. */
  errors?: Partial<Record<ErrorStatus, string>>
}

const NOT_AN_AGENT = 'The caller is not a support agent'
const DESK_ERRORS = { 403: NOT_AN_AGENT, 404: 'No request has this id' }
const NO_OWN_REQUEST = { 404: 'No request of this user has this id' }

const SESSION_EXPIRED =
  'The search session expired after 20 minutes without use (Search Results Expired): search again'

export const endpointDocs: Record<keyof AllEndpoints, EndpointDocs> = {
  widget: {
    summary:
      'Verify a signed widget payload and return the app data: user, allowed verticals, currency, partner credentials',
    errors: {
      401: 'The payload is malformed, badly signed or expired',
      403: 'The widget is disabled',
      404: 'No widget has the payload key id',
    },
  },
  widgetFrameAncestors: {
    summary:
      "The partner origins allowed to frame a signed payload's widget (the widget server's frame-ancestors); opens no session",
    errors: {
      401: 'The payload is malformed, badly signed or expired',
      403: 'The widget is disabled',
      404: 'No widget has the payload key id',
    },
  },
  partnerToken: {
    summary: 'Exchange partner credentials for a bearer token',
    errors: { 401: 'Wrong username or password' },
  },
  supportedCurrencies: { summary: 'Currencies prices can be shown in, with their rates per Saudi riyal' },
  clientCurrency: { summary: "The currency of the caller's country, when supported; else the default" },
  countries: { summary: 'Countries with names in the language of the locale header' },
  utilities: {
    summary: 'Reference lists: verticals, booking services, booking types and statuses, prefixes, genders',
  },
  settings: { summary: 'Site settings: contact details, office, localization, home page content' },
  geolocation: { summary: 'The country the request comes from' },
  pathLookup: { summary: 'The redirect registered for a path, if any' },
  page: {
    summary: 'A content page in the language of the locale header',
    errors: { 404: 'No page has this slug' },
  },
  contact: {
    summary: 'Submit the contact form; stored and sent to the support outbox',
    errors: { 429: 'Too many messages from this address; the Retry-After header says when to try again' },
  },
  register: {
    summary:
      'Start a sign-up: sends an OTP to the phone. The answer is the same whether or not the email or phone is registered',
    errors: {
      429: 'Too many codes for this phone or address; the Retry-After header says when to try again',
    },
  },
  verifyOtp: {
    summary:
      'Check an OTP: sign_up creates the user and signs in; password_reset returns a single-use reset token. A wrong, expired, used or void (5 wrong tries) code is a 400 on the otp field',
  },
  login: {
    summary:
      'Sign in with email and password. After repeated failures for the account or from the address, a solved captcha is required too (a 400 on the captcha field asks for it)',
    errors: {
      401: 'Invalid username or password (the same for an unknown email)',
      429: 'Too many failures from this address; see Retry-After',
    },
  },
  logout: { summary: "Sign out: revokes the caller's session, so its tokens stop working" },
  requestPasswordReset: {
    summary:
      'Send a password-reset OTP to the phone (again = resend). The answer is the same whether or not the phone is registered',
    errors: {
      429: 'Asked again within 60 seconds, or more than 5 times in an hour for this phone or address; see Retry-After',
    },
  },
  resetPassword: {
    summary: "Set a new password with the reset token from verifyOTP; signs out the user's other sessions",
    errors: { 401: 'The reset token is unknown, used or expired' },
  },
  sendOtp: {
    summary: 'Signed in: send an OTP to a new phone number before updatePhoneNumber (again = resend)',
    errors: { 429: 'Asked again too soon or too often; see Retry-After' },
  },
  updatePhoneNumber: {
    summary:
      "Change the caller's phone number with the OTP sent to the new number; a bad code is a 400 on the otp field",
  },
  changePassword: {
    summary:
      "Change the caller's password (current_password required when one is set, a wrong one is a 400 on that field); other sessions end",
  },
  dashboard: {
    summary:
      "The caller's profile: name, email, phone, member since, wallet balance, password and social links",
  },
  wallet: { summary: "The caller's wallet balance and transactions, newest first, a page at a time" },
  captchaChallenge: {
    summary:
      'A fresh ALTCHA proof-of-work challenge, valid for 10 minutes; its solution is the captcha field',
  },
  socialProviders: { summary: 'The social sign-in providers (OpenID Connect) the user can choose' },
  socialExchange: {
    summary: 'Trade the one-time code from the social sign-in redirect for the signed-in user',
    errors: { 401: 'The code is unknown, used or older than a minute' },
  },
  bookingsIndex: {
    summary:
      "One page of the caller's Upcoming or Past bookings, optionally of one type and one status; Pending bookings whose payment window has passed are expired first",
  },
  userBookingGet: {
    summary: "One of the caller's bookings with its details",
    errors: { 404: 'No booking of the caller has this uuid' },
  },
  bookingInvoice: {
    summary:
      "The simplified tax invoice (ZATCA) of one of the caller's paid bookings, in Arabic and English with its TLV QR code, as a PDF",
    errors: { 404: 'No paid booking of the caller with itemised VAT has this uuid' },
  },
  userBookingsAll: {
    summary:
      'Every booking of the caller, newest first, a page at a time, optionally of one type and one status',
  },
  hotelCancel: {
    summary:
      'Cancel a hotel booking of the user whose session api_token is given: Pending becomes Cancelled; Confirmed becomes Cancelled, then Refund In Progress with a refund record when it was paid and something is refunded (free before the rate’s deadline; after it, or for a non-refundable rate, the fee the booking detail shows first is kept); its nights go back on sale',
    errors: {
      401: 'The partner token, or the api_token, is missing, unknown, expired or revoked',
      404: 'No booking of the api_token owner has this UUID',
      409: 'The booking is not a hotel booking, or its status does not allow cancelling it',
    },
  },
  fnfList: { summary: "The caller's saved travellers (friends and family), newest first" },
  fnfCreate: {
    summary: 'Save a traveller',
    errors: { 409: 'The caller already keeps the most saved travellers allowed' },
  },
  fnfGet: {
    summary: "One of the caller's saved travellers",
    errors: { 404: 'The caller has no saved traveller with this id' },
  },
  fnfUpdate: {
    summary: "Replace every field of one of the caller's saved travellers",
    errors: { 404: 'The caller has no saved traveller with this id' },
  },
  fnfDelete: {
    summary: "Delete one of the caller's saved travellers",
    errors: { 404: 'The caller has no saved traveller with this id' },
  },
  paymentMethods: {
    summary:
      "Every payment method with whether it can pay this booking of the caller, the caller's saved wallet accounts and the booking's newest payment",
    errors: { 404: 'No booking of the caller has this uuid' },
  },
  saveAccount: {
    summary: 'Start adding a wallet account: an OTP is texted to its mobile number',
    errors: { 429: 'Asked again within the resend time, or too many codes this hour; see Retry-After' },
  },
  verifyAccount: {
    summary: "Finish adding a wallet account with the texted OTP; it joins the caller's saved accounts",
  },
  processPayment: {
    summary:
      'Pay a booking of the caller: card (returns the hosted card page), bank transfer (returns the transfer details) or wallet (first call sends an OTP, second charges). Idempotent per key',
    errors: {
      404: 'No booking of the caller has this uuid, or no payment has this orderRef',
      409: 'The booking cannot be paid now (paid, expired, cancelled), its total differs from amount, or the key was used for another request',
      429: 'Too many OTPs for this mobile number; see Retry-After',
    },
  },
  paymentInquiry: {
    summary:
      "A payment of the caller by its order reference, or a booking's newest payment, with the booking",
    errors: { 404: 'No payment or booking of the caller matches' },
  },
  pusherAuth: {
    summary:
      'Authorize a realtime socket for a channel: the user named by api_key and api_token may subscribe to their own private channel only',
    errors: { 403: 'The channel is not the caller’s own' },
  },
  realtimeConfig: { summary: 'Where browsers connect for realtime updates: key, host, port, TLS' },
  airportsHome: { summary: 'Airports for the flights home: the Saudi airports, busiest first' },
  airportsPopular: { summary: 'Popular departure and arrival airports, offered before the traveller types' },
  airportsSearch: {
    summary:
      'Airports matching what the traveller typed: IATA code, airport or city name in English or Arabic; best matches first, at most 20',
  },
  airportGet: { summary: 'One airport by IATA code', errors: { 404: 'No airport has this code' } },
  calendarFares: {
    summary:
      'The lowest fare of `cabin` (default Economy) for the party (`adults`, `children`, `infants`; default one adult) on each of `days` days from `date` (a round trip returns a week later), in the requested currency',
  },
  contentProviders: {
    summary:
      'The content providers that will answer this search; call POST /search once per provider to show results as they arrive',
  },
  flightSearch: {
    summary:
      'Search flights (one way, round trip, multi-city 2–5 legs). Starts a search session (RefID) or adds a provider’s results to one; same search, same results',
  },
  getFares: {
    summary: 'One itinerary of the session with the fare families of every cabin',
    errors: { 404: 'Error fetching flight details: no such itinerary in this session', 410: SESSION_EXPIRED },
  },
  flightQuote: {
    summary:
      'Price a fare of an itinerary for the searched passengers; the quote is kept in the session and holds for 10 minutes',
    errors: { 404: 'No such itinerary or fare in this session', 410: SESSION_EXPIRED },
  },
  flightRequote: {
    summary:
      'Re-price the session’s quote. Prices move (sandbox rule: +3% of the base fare for every full 10 minutes the quote aged, at most 5 steps); the answer has the old and new totals',
    errors: { 409: 'Nothing has been quoted in this session yet', 410: SESSION_EXPIRED },
  },
  flightReserve: {
    summary:
      'Reserve the session’s quote for the traveller whose api_token is in the body (the bearer token is the partner’s): a Pending airline booking with a PNR and a 30-minute payment window. Passengers are checked for their type on the travel date with the documents the trip needs; the price is always the server’s own quote plus the chosen add-ons and held seats (a price in the request is ignored). Reserving the same session again returns the same booking',
    errors: {
      401: 'The api_token is unknown or expired',
      409: 'Nothing quoted yet, or the quote is older than 10 minutes (requote first: the price may have changed)',
      410: SESSION_EXPIRED,
    },
  },
  sessionItinerary: {
    summary: 'The search and one itinerary of a session (itinerary details page); extends the session',
    errors: { 404: 'No such itinerary in this session', 410: SESSION_EXPIRED },
  },
  sessionQuote: {
    summary:
      'The session’s quote and held seats; `refresh` re-prices it first like POST /requote (review page)',
    errors: { 409: 'Nothing has been quoted in this session yet', 410: SESSION_EXPIRED },
  },
  flightBaggage: {
    summary: 'Extra checked baggage options per leg for the quoted itinerary',
    errors: { 409: 'Nothing has been quoted in this session yet', 410: SESSION_EXPIRED },
  },
  flightMeals: {
    summary: 'Meals that can be ordered per segment of the quoted itinerary',
    errors: { 409: 'Nothing has been quoted in this session yet', 410: SESSION_EXPIRED },
  },
  flightSsr: {
    summary: 'Special service requests (assistance, medical, infant items) for the quoted itinerary',
    errors: { 409: 'Nothing has been quoted in this session yet', 410: SESSION_EXPIRED },
  },
  flightSeatmap: {
    summary:
      'The seat map of one segment of the quoted itinerary: seats sold or held by others are occupied, this session’s are held_by_you',
    errors: {
      404: 'No such segment',
      409: 'Nothing has been quoted in this session yet',
      410: SESSION_EXPIRED,
    },
  },
  flightSeatHold: {
    summary:
      'Hold a seat of a segment for one passenger until the session ends (then until the booking’s payment window closes); the passenger’s previous seat on that segment is released. A seat is never held twice',
    errors: {
      404: 'No such segment in the quoted itinerary',
      409: 'The seat is taken, not in the fare’s cabin, or nothing is quoted yet',
      410: SESSION_EXPIRED,
    },
  },
  flightBookingDetail: {
    summary:
      'A flight booking of the traveller whose api_token is given: status, PNR, itinerary, passengers, add-ons and price',
    errors: { 404: 'No flight booking of this traveller has this uuid' },
  },
  alliances: { summary: 'Frequent flyer alliances with their member airlines' },
  airlines: { summary: 'Every airline of the network, with the slug of its information page' },
  airlinePage: {
    summary:
      'An airline’s information page: names, country, alliance, hubs, the fare families it sells with their baggage, change and refund rules, and its busiest nonstop routes',
    errors: { 404: 'Airline not found: no airline has this slug' },
  },
  devOutbox: {
    summary: 'Sandbox only: the latest emails and text messages the server would have sent, newest first',
  },
  devCreateUser: { summary: 'Sandbox only: create a user with a signed-in session, for tests' },
  devWalletCredit: {
    summary: "Sandbox only: add a transaction to a user's wallet, for tests",
    errors: { 404: 'No user has this email or id' },
  },
  devBookings: {
    summary: 'Sandbox only: give the caller the sample bookings the demo user has (all types, many statuses)',
  },
  devCreateBooking: {
    summary:
      'Sandbox only: a Pending booking of the caller with the given type, total and payment window, holding `holds` inventory items',
  },
  devRecordBankTransfer: {
    summary:
      'Sandbox only: the operator records that the transfer quoting this reference arrived; the booking is confirmed (recording it again changes nothing). When the booking’s window closed first the payment expires instead',
    errors: {
      404: 'No bank transfer payment has this reference',
      409: 'The payment is no longer awaiting a transfer (it expired or failed)',
    },
  },
  devEndSearchSession: {
    summary:
      'Sandbox only: the flight search session ends now, as after its idle period; its calls then answer 410 Search Results Expired and its unbooked seat holds lapse',
    errors: { 410: 'The session is unknown or has already ended' },
  },
  hotelSuggestions: {
    summary:
      'Destinations as the traveller types, in English or Arabic: cities, districts, landmarks (the Haram, the Prophet’s Mosque) and hotels',
  },
  hotelSearch: {
    summary:
      'Search hotels of a destination for a stay of up to 30 nights and 1–6 rooms (adults and children’s ages). Starts a search session (RefID); each hotel with its lowest price for all rooms',
  },
  hotelSingleItinerary: {
    summary: 'One hotel of the session with its room types, rooms left and rate plans priced for the stay',
    errors: { 404: 'No such hotel in this session', 410: SESSION_EXPIRED },
  },
  hotelQuote: {
    summary:
      'Price one rate per searched room and hold a room of each for every night of the stay while the session lives',
    errors: {
      404: 'No such hotel in this session',
      409: 'No Availability Found: a room is no longer free on some night; or the search was already booked',
      410: SESSION_EXPIRED,
    },
  },
  hotelQuoted: {
    summary: 'The session’s quote, re-priced by the server, with its rooms still held',
    errors: { 409: 'No room was quoted in this session', 410: SESSION_EXPIRED },
  },
  hotelReserve: {
    summary:
      'Reserve the quoted rooms for the user whose api_token is given: a Pending booking with an order ID, awaiting payment until its expiry',
    errors: {
      401: 'The partner token, or the api_token, is missing, unknown, expired or revoked',
      409: 'No room was quoted, or the search was already booked by someone else',
      410: SESSION_EXPIRED,
    },
  },
  hotelBookingDetail: {
    summary:
      'A hotel booking of the api_token’s user: the voucher, its cancellation policy and what cancelling now would cost, and its refund',
    errors: {
      401: 'The partner token, or the api_token, is missing, unknown, expired or revoked',
      404: 'No hotel booking of the api_token owner has this UUID',
    },
  },
  railwaysGeneral: {
    summary:
      'The railway network: the Haramain High Speed Railway and SAR’s East and North lines, their stations in order and the classes each sells',
  },
  railwaysSearch: {
    summary:
      'Trains between two stations of one line on a date for up to 4 seated travellers (at least one adult; infants on a lap). Starts a search session (RefID); each train with its stops and, per class, seats left, fares that rise as it fills and the concession fares (student, disability, carer)',
  },
  railwaysSeatmap: {
    summary:
      'A train’s coaches of one class with every seat (window or aisle, facing, wheelchair spaces) and its state; with `seats`, the session holds exactly those seats until it expires',
    errors: {
      404: 'No such train in this session',
      409: 'A chosen seat was just taken by someone else, or the search was already booked',
      410: SESSION_EXPIRED,
    },
  },
  railwaysReservation: {
    summary:
      'Reserve the session’s train for the signed-in user: a Pending booking holding one seat per adult and child (the chosen ones, else the first free), awaiting payment until its expiry; each traveller pays their fare less a concession they claim; tickets are signed once it is paid',
    errors: {
      409: 'No train was chosen in this session (its coaches were never opened), not enough seats are left, or the search was already booked by someone else',
      410: SESSION_EXPIRED,
    },
  },
  railwaysBookingDetail: {
    summary:
      'A train booking of the signed-in user with one ticket per traveller (signed references once paid)',
    errors: { 404: 'No train booking of this user has this UUID' },
  },
  ticketVerify: {
    summary:
      'Check a ticket’s signed reference (what its QR code carries): the traveller, seat and booking it belongs to',
    errors: { 404: 'The reference is not a ticket this server signed, or its booking is not paid' },
  },
  buses: {
    summary:
      'The bus operators (SAPTCO and the SAT southern concession), their standard and VIP coaches and the rules travellers read: check-in, luggage, children, family seats',
  },
  busCities: { summary: 'The cities buses serve, each with the cities it has direct departures to' },
  busTimes: {
    summary:
      'The day’s bus departures between two cities for up to 9 seated travellers. Starts a search session (RefID); each departure with its operator, coach class, times, seats left and cheapest fare',
    errors: { 404: 'No bus runs between these cities' },
  },
  busGallery: { summary: 'Photos of a coach class: outside, seats, family section, on-board amenities' },
  busSeatsInfo: {
    summary:
      'A departure’s deck: every seat (window or aisle, family seats at the front) and its state; with `seats`, the session holds exactly those seats until it expires',
    errors: {
      404: 'No such departure in this session',
      409: 'A chosen seat was just taken, is not on the coach, or is a family seat and the party has no child or infant',
      410: SESSION_EXPIRED,
    },
  },
  busFlexiFares: {
    summary:
      'SAPTCO’s four fare families for a departure (Discounted, Value, Flexible, Regular) with baggage, change and cancellation rules, the early-purchase discount applied, the concessions, and the route’s trip bundles with their prices',
    errors: { 404: 'No such departure in this session', 410: SESSION_EXPIRED },
  },
  busSaveOrders: {
    summary:
      'Order a departure in a fare family for the signed-in user: a Pending booking holding one seat per adult and child (the chosen ones, else the first free), awaiting payment until its expiry; tickets are signed once it is paid. With `bundle` the order buys a trip bundle and travels its first trip; with `bundleOrder` it travels another trip of a paid bundle, confirmed at once with nothing to pay',
    errors: {
      404: 'No such departure in this session',
      409: 'Not enough seats are left, or the search was already booked by someone else',
      410: SESSION_EXPIRED,
    },
  },
  busBookingDetail: {
    summary:
      'A bus booking of the signed-in user with one ticket per traveller (signed references once paid)',
    errors: { 404: 'No bus booking of this user has this UUID' },
  },
  eventsHome: {
    summary:
      'The events home: featured events, the categories with their upcoming counts, the cities with events on sale and the soonest events',
  },
  eventCategories: { summary: 'The event categories with how many events of each are on sale' },
  eventSearch: {
    summary:
      'Events on sale by name (as the visitor types, in either language), city and dates; every filter optional; at most EVENT_SEARCH_MAX_RESULTS (48), soonest first',
  },
  eventList: {
    summary:
      'A category’s events on sale, filtered by city, dates and price, sorted by date, price or popularity, a page at a time, with the filters’ cities and price range',
    errors: { 404: 'No category has this id' },
  },
  eventShows: {
    summary:
      'An event by id or slug: its detail (description, venue, gallery, age rule, named tickets) and its shows on sale with their passes, prices, what each includes, availability and per-order limits',
    errors: { 404: 'Event not found' },
  },
  eventQuote: {
    summary:
      'Price chosen passes of a show (ticket lines: a pass and its quantity, at most 10 tickets) and start a session (RefID); the server prices every line and refuses one over its pass’s limit or what is left',
    errors: {
      404: 'Event not found, or the show or a pass is not the event’s',
      409: 'The show is no longer on sale, a pass has sold out or has fewer tickets left than asked for',
    },
  },
  eventQuoted: {
    summary: 'A quote again by its RefID',
    errors: { 410: SESSION_EXPIRED },
  },
  eventReservation: {
    summary:
      'Reserve the quoted tickets for the signed-in user: a Pending booking that takes the passes’ capacity (never more than a pass has, however many orders arrive at once) and waits for payment until its expiry; with named tickets one attendee per ticket. E-tickets are signed once it is paid',
    errors: {
      409: 'A pass sold out or has fewer tickets left since the quote, or the session was already booked',
      410: SESSION_EXPIRED,
    },
  },
  eventBookingDetail: {
    summary:
      'An event booking of the signed-in user with one e-ticket per pass (signed references once paid)',
    errors: { 404: 'No event booking of this user has this UUID' },
  },
  supportList: {
    summary:
      "The signed-in user's support requests, newest activity first, a page at a time, optionally one status: each with its booking, last message and unread replies",
  },
  supportCreate: {
    summary:
      'Open a support request (issue, order, description) about one of the caller’s own bookings; the description is its first message, with any attachments uploaded before',
  },
  supportUpload: {
    summary:
      'Upload a file (the raw body; its name in the query) to attach to a message: JPEG, PNG or WebP images and PDF files of up to 5 MB, recognised by their first bytes; nothing is stored otherwise',
    errors: { 413: 'The file is larger than 5 MB' },
  },
  supportAttachment: {
    summary:
      'An attachment’s file, as a download with its checked type, for the user who uploaded it, the traveller of the request it is in, or an agent',
    errors: { 404: 'No attachment this caller may read has this id' },
  },
  supportThread: {
    summary:
      'A request of the caller and its messages, oldest first: the newest page, the page before a message, or every message after one (what a reconnecting client missed)',
    errors: NO_OWN_REQUEST,
  },
  supportSend: {
    summary:
      'Post a message to the caller’s request; the same clientId twice stores one message and answers the stored one. A resolved request opens again',
    errors: { ...NO_OWN_REQUEST, 409: 'The request is closed: reopen it first' },
  },
  supportRead: {
    summary: 'Mark the agents’ messages in the caller’s request read; the desk sees it live',
    errors: NO_OWN_REQUEST,
  },
  supportTyping: {
    summary: 'Tell the desk the traveller is typing (sent on the request’s channel, not stored)',
    errors: NO_OWN_REQUEST,
  },
  supportReopen: {
    summary: 'Reopen the caller’s resolved or closed request',
    errors: { ...NO_OWN_REQUEST, 409: 'The request is not resolved or closed' },
  },
  deskQueue: {
    summary:
      'Agents: the requests waiting (open and awaiting the customer unless a status is asked), oldest first, filtered by issue and assignment',
    errors: { 403: NOT_AN_AGENT },
  },
  deskCannedReplies: {
    summary: 'Agents: the ready answers, in English and Arabic',
    errors: { 403: NOT_AN_AGENT },
  },
  deskThread: {
    summary: 'Agents: a request with the traveller, the booking it is about and its messages',
    errors: DESK_ERRORS,
  },
  deskAssign: {
    summary: 'Agents: take a request',
    errors: DESK_ERRORS,
  },
  deskStatus: {
    summary:
      'Agents: move a request (open, awaiting the customer, resolved, closed); a closed request only reopens, by the traveller',
    errors: {
      ...DESK_ERRORS,
      409: 'The request cannot move to that status',
    },
  },
  deskReply: {
    summary: 'Agents: answer a request (idempotent by clientId); an open request then awaits the customer',
    errors: {
      ...DESK_ERRORS,
      409: 'The request is closed',
    },
  },
  deskRead: {
    summary: 'Agents: mark the traveller’s messages read',
    errors: DESK_ERRORS,
  },
  deskTyping: {
    summary: 'Agents: tell the traveller an agent is typing',
    errors: DESK_ERRORS,
  },
  cancellationQuote: {
    summary:
      'What cancelling one of the caller’s bookings now costs and gives back, from its fare rules: fee, refund, where the refund goes and when; `allowed` false with the reason when the fare or the booking’s state does not allow it online',
    errors: { 404: 'No booking of this user has this UUID' },
  },
  cancelBooking: {
    summary:
      'Cancel one of the caller’s Confirmed (or unpaid Pending) flight, train, bus, event or hotel bookings at the quoted refund: Cancelled, then Refund In Progress with a refund record when something is refunded; the seats, rooms or tickets go back on sale',
    errors: {
      404: 'No booking of this user has this UUID',
      409: 'The fare does not allow cancelling online, the booking can no longer be cancelled, or the refund differs from expectedRefund (quote again)',
    },
  },
  refundTracker: {
    summary: 'A cancelled booking’s refund: fee, amount, destination, and each step with its time',
    errors: { 404: 'No booking of this user has this UUID, or it has no refund' },
  },
  deskCancellationQuote: {
    summary:
      'Agents: what cancelling the booking of a request would cost and give back; agents may cancel fares the traveller cannot cancel online',
    errors: { ...DESK_ERRORS, 409: 'The request is not about a booking that can be cancelled' },
  },
  deskApproveCancellation: {
    summary:
      'Agents: approve a cancellation request: cancels its booking through its vertical’s cancel path at the quoted refund, starts the refund and tells the traveller live',
    errors: {
      ...DESK_ERRORS,
      409: 'The booking can no longer be cancelled, or the refund differs from expectedRefund',
    },
  },
}
