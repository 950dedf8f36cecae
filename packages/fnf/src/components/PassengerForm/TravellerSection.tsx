import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { GENDERS, PASSENGER_PREFIXES } from '@rihla/api-contract/passenger'
import { withForm } from '@rihla/core/forms'
import { Radio } from '@rihla/ui-kit/radio-group'
import { SelectItem } from '@rihla/ui-kit/select'
import { useGenderNames, usePrefixNames } from '../labels'
import { CountryField } from './CountryField'
import { sectionProps } from './passengerParts'
import { PassengerSection } from './PassengerSection'
import { emptyPassenger } from './passengerValues'
import { NicknameField } from './NicknameField'

/**
 * Who travels: the name, and unless `parts.profile` is off the title, gender, nationality and the date of
 * birth (or a hotel guest's age).
 */
export const TravellerSection = withForm({
  defaultValues: emptyPassenger,
  props: sectionProps,
  render: function Render({ form, parts, required }) {
    const { i18n } = useLingui()
    const prefixNames = usePrefixNames()
    const genderNames = useGenderNames()
    return (
      <PassengerSection title={<Trans>Traveller</Trans>}>
        {parts.nickname ? <NicknameField form={form} isRequired={required.has('nickname')} /> : null}
        {parts.profile ? (
          <>
            <form.AppField name="prefix">
              {(field) => (
                <field.SelectField
                  label={i18n._(msg`Title`)}
                  placeholder={i18n._(msg`Select`)}
                  isRequired={required.has('prefix')}
                >
                  {PASSENGER_PREFIXES.map((prefix) => (
                    <SelectItem key={prefix} id={prefix}>
                      {prefixNames[prefix]}
                    </SelectItem>
                  ))}
                </field.SelectField>
              )}
            </form.AppField>
            <form.AppField name="gender">
              {(field) => (
                <field.RadioField
                  label={i18n._(msg`Gender`)}
                  orientation="horizontal"
                  isRequired={required.has('gender')}
                >
                  {GENDERS.map((gender) => (
                    <Radio key={gender} value={gender}>
                      {genderNames[gender]}
                    </Radio>
                  ))}
                </field.RadioField>
              )}
            </form.AppField>
          </>
        ) : null}
        <form.AppField name="firstName">
          {(field) => (
            <field.TextField
              label={i18n._(msg`First name`)}
              autoComplete="given-name"
              isRequired={required.has('firstName')}
            />
          )}
        </form.AppField>
        <form.AppField name="lastName">
          {(field) => (
            <field.TextField
              label={i18n._(msg`Last name`)}
              autoComplete="family-name"
              isRequired={required.has('lastName')}
            />
          )}
        </form.AppField>
        {parts.profile ? (
          <>
            <form.AppField name="nationality">
              {() => (
                <CountryField label={i18n._(msg`Nationality`)} isRequired={required.has('nationality')} />
              )}
            </form.AppField>
            {parts.age ? (
              <form.AppField name="age">
                {(field) => (
                  <field.NumberField label={i18n._(msg`Age`)} minValue={0} isRequired={required.has('age')} />
                )}
              </form.AppField>
            ) : (
              <form.AppField name="dateOfBirth">
                {(field) => {
                  const fieldLabel = i18n._(msg`Date of birth`)
                  return (
                    <field.DateField
                      label={fieldLabel}
                      calendarButtonLabel={i18n._(msg`Choose ${fieldLabel}`)}
                      isRequired={required.has('dateOfBirth')}
                    />
                  )
                }}
              </form.AppField>
            )}
          </>
        ) : null}
      </PassengerSection>
    )
  },
})
