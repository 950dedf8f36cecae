import type { Locale } from './common'

// Every validation and error message the contract can produce, word for word from SPEC.md §5 and §8,
// with its Arabic. Schemas carry the English text as their message; client and server translate it
// with localizeMessage, so a 400 from the server reads in the caller's language.
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
  invalidRequest: 'The request is not valid',
  invalidCurrency: 'Currency is not supported',
  invalidWidgetPayload: 'The widget payload is not valid',
  invalidCredentials: 'Invalid username or password',
  unauthenticated: 'Authentication is required',
  tokenExpired: 'The token has expired',
  notFound: 'Not found',
  pageNotFound: 'Page Not Found',
  tooManyRequests: 'Too many requests, please try again later',
  serverError: 'Something went wrong!',
  widgetDisabled: 'This widget is disabled',
  payloadTooLarge: 'The request is too large',
  contactReceived: 'Thank you for contacting us. Our team will reply within one business day.',
} as const

export type MessageKey = keyof typeof messages
export type Message = (typeof messages)[MessageKey]

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
}

const keyByEnglish = new Map<string, MessageKey>(
  Object.entries(messages).map(([key, text]) => [text, key as MessageKey]),
)

/** Whether a text is one of the catalogue's English messages (so it can be translated). */
export const isMessage = (text: string): text is Message => keyByEnglish.has(text)

/** The message in the given language; text the catalogue does not know is returned as it came. */
export function localizeMessage(text: string, locale: Locale): string {
  if (locale === 'en') return text
  const key = keyByEnglish.get(text)
  return key ? messagesAr[key] : text
}
