import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { withForm } from '@rihla/core/forms'
import { CountryField } from './CountryField'
import { sectionProps } from './passengerParts'
import { PassengerSection } from './PassengerSection'
import { emptyPassenger } from './passengerValues'

type PassportDate = 'passportIssueDate' | 'passportExpiryDate'

/** The national ID (domestic trips) and the passport (international ones). */
export const DocumentsSection = withForm({
  defaultValues: emptyPassenger,
  props: sectionProps,
  render: function Render({ form, parts, required }) {
    const { i18n } = useLingui()
    const passportDate = (name: PassportDate, fieldLabel: string) => (
      <form.AppField name={name}>
        {(field) => (
          <field.DateField
            label={fieldLabel}
            calendarButtonLabel={i18n._(msg`Choose ${fieldLabel}`)}
            isRequired={required.has(name)}
          />
        )}
      </form.AppField>
    )
    return (
      <PassengerSection title={<Trans>Travel documents</Trans>}>
        {parts.nationalId ? (
          <form.AppField name="nationalId">
            {(field) => (
              <field.TextField
                label={i18n._(msg`National ID (CNIC)`)}
                inputMode="numeric"
                isRequired={required.has('nationalId')}
              />
            )}
          </form.AppField>
        ) : null}
        {parts.passport ? (
          <>
            <form.AppField name="passportNumber">
              {(field) => (
                <field.TextField
                  label={i18n._(msg`Passport number`)}
                  isRequired={required.has('passportNumber')}
                />
              )}
            </form.AppField>
            <form.AppField name="passportCountry">
              {() => (
                <CountryField
                  label={i18n._(msg`Passport issuing country`)}
                  isRequired={required.has('passportCountry')}
                />
              )}
            </form.AppField>
            {passportDate('passportIssueDate', i18n._(msg`Passport issuance date`))}
            {passportDate('passportExpiryDate', i18n._(msg`Passport expiry date`))}
          </>
        ) : null}
      </PassengerSection>
    )
  },
})
