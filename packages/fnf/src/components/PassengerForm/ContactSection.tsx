import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { withForm } from '@rihla/core/forms'
import { sectionProps } from './passengerParts'
import { PassengerSection } from './PassengerSection'
import { emptyPassenger } from './passengerValues'

/** How the traveller is reached: phone and email. */
export const ContactSection = withForm({
  defaultValues: emptyPassenger,
  props: sectionProps,
  render: function Render({ form, required }) {
    const { i18n } = useLingui()
    return (
      <PassengerSection title={<Trans>Contact</Trans>}>
        <form.AppField name="phone">
          {(field) => (
            <field.TextField
              label={i18n._(msg`Phone number`)}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              isRequired={required.has('phone')}
            />
          )}
        </form.AppField>
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label={i18n._(msg`Email`)}
              type="email"
              autoComplete="email"
              inputMode="email"
              isRequired={required.has('email')}
            />
          )}
        </form.AppField>
      </PassengerSection>
    )
  },
})
