// The Arabic of every catalogue message, apart from the English so that a page which only shows
// English schema messages (most of them) does not download the Arabic table.
import type { Locale } from './locales'
import { messages } from './messages'
import { serverMessages } from './serverMessages'
import type { Message, MessageKey } from './messages'

export const messagesAr: Record<MessageKey, string> = {
  requiredField: 'هذا الحقل مطلوب',
  requiredThis: 'هذا حقل مطلوب',
  departureCityRequired: 'مدينة المغادرة مطلوبة',
  arrivalCityRequired: 'مدينة الوصول مطلوبة',
  dateRequired: 'التاريخ مطلوب',
  bothDatesRequired: 'تاريخا المغادرة والعودة مطلوبان',
  nameRequired: 'الاسم مطلوب',
  emailRequired: 'البريد الإلكتروني مطلوب',
  cityRequired: 'المدينة مطلوبة',
  phoneRequired: 'رقم الجوال مطلوب',
  passwordRequired: 'كلمة المرور مطلوبة',
  confirmationRequired: 'تأكيد كلمة المرور مطلوب',
  genderRequired: 'الجنس مطلوب',
  firstNameRequired: 'الاسم الأول مطلوب',
  lastNameRequired: 'اسم العائلة مطلوب',
  nationalityRequired: 'الجنسية مطلوبة',
  dateOfBirthRequired: 'تاريخ الميلاد مطلوب',
  cnicRequired: 'رقم الهوية مطلوب',
  passportRequired: 'رقم جواز السفر مطلوب',
  countryRequired: 'الدولة مطلوبة',
  passportIssuanceRequired: 'تاريخ إصدار جواز السفر مطلوب',
  passportExpiryRequired: 'تاريخ انتهاء جواز السفر مطلوب',
  nicknameRequired: 'الاسم المختصر مطلوب',
  captchaRequired: 'رمز التحقق مطلوب',
  messageRequired: 'الرسالة مطلوبة',
  childAgeRequired: 'عمر الطفل مطلوب',
  otpRequired: 'يرجى إدخال رمز التحقق',
  invalidEmail: 'يرجى إدخال بريد إلكتروني صحيح',
  passwordMismatch: 'كلمتا المرور غير متطابقتين',
  minSixCharacters: 'يجب ألا يقل عن 6 أحرف',
  otpMinDigits: 'يجب ألا يقل رمز التحقق عن 6 أرقام',
  flyerNumberInvalid: 'رقم المسافر الدائم غير صحيح',
  frequentFlyerInvalid: 'رقم المسافر الدائم مطلوب وغير صحيح',
  nationalIdInvalid: 'رقم الهوية الوطنية غير صحيح',
  cnicMinDigits: 'يجب ألا يقل رقم الهوية عن 13 رقمًا',
  ageThirteenOrAbove: 'يجب أن يكون العمر 13 عامًا أو أكثر',
  infantAge: 'يجب أن يكون عمر الرضيع أقل من عامين',
  childAge: 'يجب أن يكون عمر الطفل بين 2 و12 عامًا',
  adultAge: 'يجب أن يكون عمر البالغ 12 عامًا أو أكثر',
  nameMinLength: 'يجب ألا يقل الاسم عن 3 أحرف',
  nameLettersOnly: 'لا يمكن أن يحتوي الاسم على رموز خاصة أو أرقام',
  firstLastNameRule: 'يجب ألا يقل الاسم الأول واسم العائلة عن 3 أحرف وأن يحتويا على حروف ومسافات فقط',
  maxRooms: 'الحد الأقصى 6 غرف',
  duplicateFirstName: 'تم العثور على اسم أول مكرر، أدخل اسمًا أول مختلفًا',
  fillRequiredFields: 'يرجى تعبئة جميع الحقول المطلوبة',
  messageTooLong: 'يجب ألا تزيد الرسالة على 2000 حرف',
  nameTooLong: 'يجب ألا يزيد الاسم على 100 حرف',
  invalidValue: 'هذه القيمة غير صحيحة',
  invalidRequest: 'الطلب غير صحيح',
  invalidCurrency: 'العملة غير مدعومة',
  invalidWidgetPayload: 'بيانات الأداة غير صحيحة',
  invalidCredentials: 'اسم المستخدم أو كلمة المرور غير صحيحة',
  unauthenticated: 'يلزم تسجيل الدخول',
  tokenExpired: 'انتهت صلاحية الرمز',
  notFound: 'غير موجود',
  pageNotFound: 'الصفحة غير موجودة',
  tooManyRequests: 'طلبات كثيرة جدًا، يرجى المحاولة لاحقًا',
  serverError: 'حدث خطأ ما!',
  widgetDisabled: 'هذه الأداة معطلة',
  payloadTooLarge: 'حجم الطلب كبير جدًا',
  contactReceived: 'شكرًا لتواصلك معنا. سيرد فريقنا خلال يوم عمل واحد.',
  invalidPhone: 'يرجى إدخال رقم جوال صحيح',
  passwordTooLong: 'يجب ألا تزيد كلمة المرور على 128 حرفًا',
  captchaInvalid: 'فشل التحقق من رمز التحقق، يرجى المحاولة مرة أخرى',
  otpInvalid: 'الرمز غير صحيح أو انتهت صلاحيته',
  otpSent: 'أرسلنا رمز تحقق إلى جوالك',
  resetTokenInvalid: 'انتهت صلاحية إعادة تعيين كلمة المرور، يرجى البدء من جديد',
  passwordResetDone: 'تمت إعادة تعيين كلمة المرور. يمكنك الآن تسجيل الدخول.',
  passwordChanged: 'تم تغيير كلمة المرور',
  currentPasswordIncorrect: 'كلمة المرور الحالية غير صحيحة',
  phoneChanged: 'تم تغيير رقم الجوال',
  loggedOut: 'تم تسجيل خروجك',
  socialCodeInvalid: 'انتهت صلاحية تسجيل الدخول، يرجى المحاولة مرة أخرى',
  bookingTransitionRefused: 'لا يمكن نقل هذا الحجز إلى تلك الحالة',
  bookingNotCancellable: 'لم يعد بالإمكان إلغاء هذا الحجز',
  bookingNotHotel: 'يمكن إلغاء حجوزات الفنادق فقط',
  bookingChanged: 'تغيّر هذا الحجز للتو، يرجى التحديث والمحاولة مرة أخرى',
  dateOfBirthInFuture: 'لا يمكن أن يكون تاريخ الميلاد في المستقبل',
  passportNumberInvalid: 'رقم جواز السفر غير صحيح',
  passportIssuanceInFuture: 'لا يمكن أن يكون تاريخ إصدار جواز السفر في المستقبل',
  passportExpired: 'انتهت صلاحية جواز السفر',
  passportExpiresBeforeTravel: 'تنتهي صلاحية جواز السفر قبل تاريخ السفر',
  passportExpiryBeforeIssuance: 'يجب أن يكون تاريخ انتهاء جواز السفر بعد تاريخ إصداره',
  fnfLimitReached: 'يمكنك حفظ 50 مسافرًا كحد أقصى. احذف أحدهم لإضافة آخر.',
  paymentPriceChanged: 'تغيّر السعر. يرجى مراجعة المبلغ الإجمالي الجديد قبل الدفع.',
  bookingNotPayable: 'لم يعد بالإمكان دفع قيمة هذا الحجز',
  paymentMethodUnavailable: 'طريقة الدفع هذه غير متاحة لهذا الحجز',
  paymentGatewayUnavailable: 'خدمة الدفع بالبطاقة لا تستجيب. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
  paymentKeyReused: 'سبق استخدام طلب الدفع هذا لعملية دفع مختلفة',
  paymentInProgress: 'لا تزال عملية الدفع هذه قيد المعالجة. تحقّق من حالتها قبل المحاولة مرة أخرى.',
  paymentNotAwaitingOtp: 'لم تعد عملية الدفع هذه بانتظار رمز',
  realtimeChannelForbidden: 'غير مسموح لك بالاستماع إلى هذه القناة',
  flightDetailsError: 'حدث خطأ أثناء جلب تفاصيل الرحلة',
  quoteError: 'حدث خطأ أثناء الحصول على التسعيرة',
  searchExpired: 'انتهت صلاحية نتائج البحث',
  multiCityLegs: 'تتكون الرحلة متعددة المدن من 2 إلى 5 رحلات',
  maxSeats: 'الحد الأقصى 9 مسافرين',
  infantsExceedAdults: 'لا يمكن أن يزيد عدد الرضع على عدد البالغين',
  sameAirports: 'يجب أن تختلف مدينة المغادرة عن مدينة الوصول',
  returnBeforeDeparture: 'لا يمكن أن يكون تاريخ العودة قبل تاريخ المغادرة',
  legsOutOfOrder: 'يجب أن تكون كل رحلة في يوم الرحلة السابقة أو بعده',
  dateInPast: 'لا يمكن أن يكون التاريخ في الماضي',
  dateBeyondSchedule: 'يمكن البحث عن الرحلات حتى 360 يومًا مقدمًا',
  fareNotQuoted: 'يرجى اختيار السعر أولًا',
  passengersMismatch: 'المسافرون لا يطابقون البحث',
  seatTaken: 'حُجز هذا المقعد للتو، يرجى اختيار مقعد آخر',
  seatUnavailable: 'لا يمكن اختيار هذا المقعد',
  searchAlreadyBooked: 'تم حجز هذا البحث بالفعل',
  airlineNotFound: 'لم يتم العثور على شركة الطيران',
  checkInBeyondSchedule: 'يمكن البحث عن الفنادق حتى 360 يومًا مقدمًا',
  checkOutAfterCheckIn: 'يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول',
  maxNights: 'لا تزيد الإقامة على 30 ليلة',
  trainMaxSeats: 'الحد الأقصى 4 مقاعد لكل حجز',
  trainAdultRequired: 'يلزم وجود بالغ واحد على الأقل',
  trainDateBeyondSchedule: 'يمكن حجز القطارات قبل 84 يومًا كحد أقصى',
  busDateBeyondSchedule: 'يمكن حجز الحافلات قبل 90 يومًا كحد أقصى',
  noAvailability: 'لا توجد غرف متاحة',
  roomsNotQuoted: 'يرجى اختيار الغرفة أولًا',
  guestsMismatch: 'الضيوف لا يطابقون الغرف',
  ticketInvalid: 'هذه التذكرة غير صالحة',
  familySeatsOnly: 'المقاعد الأمامية مخصصة للعائلات المسافرة مع طفل أو رضيع',
  eventMaxTickets: 'الحد الأقصى 10 تذاكر لكل طلب',
  eventShowRequired: 'يرجى اختيار التاريخ والوقت',
  eventPassRequired: 'يرجى اختيار تذكرة واحدة على الأقل',
  eventNotFound: 'لم يتم العثور على الفعالية',
  showNotOnSale: 'لم يعد هذا العرض متاحًا للبيع',
  passSoldOut: 'عذرًا، نفدت هذه التذاكر للتو',
  passFewerLeft: 'التذاكر المتبقية من هذه الفئة أقل مما طلبت',
  passPerOrderLimit: 'اخترت من هذه الفئة تذاكر أكثر مما يسمح به الطلب الواحد',
  attendeesMismatch: 'الحضور لا يطابقون التذاكر',
  supportOrderUnknown: 'يرجى اختيار أحد حجوزاتك',
  supportAgentsOnly: 'هذا الإجراء متاح لموظفي الدعم فقط',
  supportRequestClosed: 'هذا الطلب مغلق. أعد فتحه لتتمكن من الكتابة مجددًا.',
  supportTransitionRefused: 'لا يمكن نقل هذا الطلب إلى تلك الحالة',
  attachmentTooLarge: 'يمكن أن يصل حجم الملف إلى 5 ميجابايت',
  attachmentTypeRefused: 'يمكن إرفاق صور JPEG أو PNG أو WebP وملفات PDF فقط',
  attachmentUnknown: 'لا يمكن استخدام هذا المرفق هنا',
  cancellationNotAllowed: 'لا يمكن إلغاء هذه التذكرة عبر الإنترنت. يسعد فريق الدعم بمساعدتك.',
  cancellationQuoteChanged: 'تغيّر المبلغ المسترد لهذا الحجز. يرجى مراجعته مرة أخرى قبل الإلغاء.',
  cancellationNotAbout: 'هذا الطلب لا يخص حجزًا يمكن إلغاؤه',
  refundNotFound: 'لا يوجد استرداد لهذا الحجز',
  bundleTripsBooked: 'توجد رحلات محجوزة ضمن هذه الباقة. ألغِها أولًا ثم ألغِ الباقة.',
}

let keyByEnglish: Map<string, MessageKey> | undefined

/** Built on first use, so a bundle that never translates a message can leave this module out. */
const keyOf = (text: string) =>
  (keyByEnglish ??= new Map(
    Object.entries({ ...messages, ...serverMessages }).map(([key, english]) => [english, key as MessageKey]),
  )).get(text)

/** Whether a text is one of the catalogue's English messages (so it can be translated). */
export const isMessage = (text: string): text is Message => keyOf(text) !== undefined

/** The message in the given language; text the catalogue does not know is returned as it came. */
export function localizeMessage(text: string, locale: Locale): string {
  if (locale === 'en') return text
  const key = keyOf(text)
  return key ? messagesAr[key] : text
}

/**
 * A form's messages from a schema's issues: the first per field (its path, dotted; `fallback` for an
 * issue about the whole form), each in the visitor's language, as the form shows them under its fields.
 */
export function fieldMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  locale: Locale,
  fallback: string,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues)
    errors[issue.path.map(String).join('.') || fallback] ??= localizeMessage(issue.message, locale)
  return errors
}
