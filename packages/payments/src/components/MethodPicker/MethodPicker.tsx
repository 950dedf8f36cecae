import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { CardBrand, PaymentMethod, PaymentMethodId } from '@rihla/api-contract/payments'
import { Badge } from '@rihla/ui-kit/badge'
import { Radio, RadioGroup } from '@rihla/ui-kit/radio-group'
import { METHOD_HINTS, METHOD_NAMES, UNAVAILABLE_REASONS } from '../labels'
import * as styles from './MethodPicker.css'

/** Brand names are the brands' own, in every language. */
const BRAND_NAMES: Record<CardBrand, string> = { mada: 'mada', visa: 'Visa', mastercard: 'Mastercard' }

export interface MethodPickerProps {
  methods: readonly PaymentMethod[]
  value: PaymentMethodId | null
  onChange: (method: PaymentMethodId) => void
  isDisabled?: boolean
}

/** Every method with whether it can pay this booking; one that cannot is disabled and says why. */
export function MethodPicker({ methods, value, onChange, isDisabled }: MethodPickerProps) {
  const { i18n } = useLingui()
  return (
    <RadioGroup
      label={i18n._(msg`Payment method`)}
      value={value}
      onChange={(next) => onChange(next as PaymentMethodId)}
      isDisabled={isDisabled}
      isRequired
    >
      {methods.map((method) => (
        <Radio
          key={method.method}
          value={method.method}
          isDisabled={!method.available}
          className={styles.option}
        >
          <span className={styles.text}>
            <span className={styles.name}>{i18n._(METHOD_NAMES[method.method])}</span>
            {method.brands.length ? (
              <span className={styles.brands}>
                {method.brands.map((brand) => (
                  <Badge key={brand} tone="info">
                    <span lang="en">{BRAND_NAMES[brand]}</span>
                  </Badge>
                ))}
              </span>
            ) : null}
            {method.available ? (
              <span className={styles.hint}>{i18n._(METHOD_HINTS[method.method])}</span>
            ) : (
              <span className={styles.reason}>
                {method.unavailableReason
                  ? i18n._(UNAVAILABLE_REASONS[method.unavailableReason])
                  : i18n._(msg`Not available for this booking.`)}
              </span>
            )}
          </span>
        </Radio>
      ))}
    </RadioGroup>
  )
}
