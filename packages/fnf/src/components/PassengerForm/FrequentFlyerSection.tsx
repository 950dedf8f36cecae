import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { ALLIANCE_CODES } from '@rihla/api-contract/passenger'
import { withForm } from '@rihla/core/forms'
import { SelectItem } from '@rihla/ui-kit/select'
import { useAllianceNames } from '../labels'
import { sectionProps } from './passengerParts'
import { PassengerSection } from './PassengerSection'
import { emptyPassenger } from './passengerValues'

/** The alliance and number of a frequent flyer programme; "None" is the form's ''. */
export const FrequentFlyerSection = withForm({
  defaultValues: emptyPassenger,
  props: sectionProps,
  render: function Render({ form, required }) {
    const { i18n } = useLingui()
    const allianceNames = useAllianceNames()
    return (
      <PassengerSection title={<Trans>Frequent flyer</Trans>}>
        <form.AppField name="frequentFlyerAlliance">
          {(field) => (
            <field.SelectField
              label={i18n._(msg`Alliance`)}
              emptyKey="none"
              isRequired={required.has('frequentFlyerAlliance')}
            >
              <SelectItem id="none">{i18n._(msg`None`)}</SelectItem>
              {ALLIANCE_CODES.map((code) => (
                <SelectItem key={code} id={code}>
                  {allianceNames[code]}
                </SelectItem>
              ))}
            </field.SelectField>
          )}
        </form.AppField>
        <form.AppField name="frequentFlyerNumber">
          {(field) => (
            <field.TextField
              label={i18n._(msg`Frequent flyer number`)}
              isRequired={required.has('frequentFlyerNumber')}
            />
          )}
        </form.AppField>
      </PassengerSection>
    )
  },
})
