import type { Locale } from '@rihla/api-contract'
import type { OtpPurpose } from '@rihla/api-contract/account'
import { OTP_TTL_SECONDS } from './otp'

// Texts and emails go out in the language the visitor used on the site; the code itself stays in
// Western digits so it can be typed (or filled in by the phone) as it is.

const minutes = OTP_TTL_SECONDS / 60

const codePurpose: Record<OtpPurpose, Record<Locale, string>> = {
  sign_up: { en: 'sign up', ar: 'لإنشاء حسابك' },
  password_reset: { en: 'reset your password', ar: 'لإعادة تعيين كلمة المرور' },
  phone_change: { en: 'confirm your new phone number', ar: 'لتأكيد رقم جوالك الجديد' },
  wallet_payment: { en: 'confirm your wallet payment', ar: 'لتأكيد الدفع من محفظتك' },
  wallet_account: { en: 'add your wallet account', ar: 'لإضافة حساب محفظتك' },
}

/** The text message carrying a one-time code. */
export function codeText(code: string, purpose: OtpPurpose, locale: Locale): string {
  const what = codePurpose[purpose][locale]
  return locale === 'ar'
    ? `رمز رحلة ${what}: ${code} . ينتهي خلال ${minutes} دقائق. لا تشاركه مع أحد.`
    : `${code} is your Rihla code to ${what}. It expires in ${minutes} minutes. Never share it.`
}

/** The email to an account's owner when someone tries to sign up with their email or phone. */
export function signUpAttemptNotice(name: string, locale: Locale) {
  return locale === 'ar'
    ? {
        subject: 'محاولة إنشاء حساب ببياناتك',
        body: [
          `مرحبًا ${name}،`,
          '',
          'حاول أحدهم إنشاء حساب في رحلة باستخدام بريدك الإلكتروني أو رقم جوالك.',
          'لديك حساب بالفعل، لذلك لم يُنشأ أي حساب جديد. إن كنت أنت، فسجّل الدخول أو أعد تعيين كلمة المرور.',
        ].join('\n'),
      }
    : {
        subject: 'Someone tried to sign up with your details',
        body: [
          `Hello ${name},`,
          '',
          'Someone tried to create a Rihla account with your email address or phone number.',
          'You already have an account, so nothing was created. If this was you, log in or reset your password instead.',
        ].join('\n'),
      }
}
