import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { AllianceCode, Gender, PassengerPrefix, PassengerType } from '@rihla/api-contract/passenger'

// The names of the contract's fixed values in the page's language.

export function usePrefixNames(): Record<PassengerPrefix, string> {
  const { i18n } = useLingui()
  return { Mr: i18n._(msg`Mr`), 'Mrs.': i18n._(msg`Mrs.`), 'Miss.': i18n._(msg`Miss.`) }
}

export function useGenderNames(): Record<Gender, string> {
  const { i18n } = useLingui()
  return { male: i18n._(msg`Male`), female: i18n._(msg`Female`) }
}

export function useAllianceNames(): Record<AllianceCode, string> {
  const { i18n } = useLingui()
  return {
    skyteam: i18n._(msg`SkyTeam`),
    star: i18n._(msg`Star Alliance`),
    oneworld: i18n._(msg`oneworld`),
  }
}

export function usePassengerTypeNames(): Record<PassengerType, string> {
  const { i18n } = useLingui()
  return { adult: i18n._(msg`Adult`), child: i18n._(msg`Child`), infant: i18n._(msg`Infant`) }
}
