import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Every string the ALTCHA widget shows or reads out, in our words and our two languages. The footer
 * (a link to the library's site) is hidden, so nothing on the page points to a third party.
 */
export const altchaStrings = (i18n: I18n): Record<string, string> => ({
  ariaLinkLabel: i18n._(msg`ALTCHA (official website)`),
  cancel: i18n._(msg`Cancel`),
  enterCode: i18n._(msg`Enter code`),
  enterCodeAria: i18n._(msg`Enter the code you hear. Press Space to play the audio.`),
  enterCodeFromImage: i18n._(msg`To continue, enter the code from the image below.`),
  error: i18n._(msg`Verification failed. Please try again.`),
  expired: i18n._(msg`The check has expired. Please tick the box again.`),
  footer: '',
  getAudioChallenge: i18n._(msg`Get an audio challenge`),
  label: i18n._(msg`I'm not a robot`),
  loading: i18n._(msg`Loading…`),
  reload: i18n._(msg`Reload`),
  verificationRequired: i18n._(msg`Please complete the security check.`),
  verified: i18n._(msg`Verified`),
  verify: i18n._(msg`Verify`),
  verifying: i18n._(msg`Verifying…`),
  waitAlert: i18n._(msg`Verifying… please wait.`),
})
