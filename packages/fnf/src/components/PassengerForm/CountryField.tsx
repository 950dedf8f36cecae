import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { coreQueries, useApi, useLocale } from '@rihla/core'
import { ComboBoxField } from '@rihla/core/forms'
import { ComboBoxItem } from '@rihla/ui-kit/combo-box'
import { useQuery } from '@tanstack/react-query'

/** A country of the passenger form (nationality, passport issuer), picked from the site's list by name. */
export function CountryField({ label, isRequired }: { label: string; isRequired: boolean }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const countries = useQuery(coreQueries.countries(api, locale))
  return (
    <ComboBoxField
      label={label}
      items={countries.data ?? []}
      isLoading={countries.isPending}
      loadingLabel={i18n._(msg`Loading countries`)}
      emptyLabel={i18n._(msg`No countries found`)}
      description={countries.isError ? i18n._(msg`The list of countries did not load.`) : undefined}
      menuTrigger="focus"
      isRequired={isRequired}
    >
      {(item) => (
        <ComboBoxItem id={item.code} textValue={item.name}>
          {item.name}
        </ComboBoxItem>
      )}
    </ComboBoxField>
  )
}
