// One message, one Arabic wording. Lingui ids are hashes of the English text, so two packages that say
// "Flights" share one id, and the apps merge every loaded catalog into one table: when two catalogs
// translate that id differently, whichever loaded last wins and the menu changes its words under the
// traveller. These checks make such a pair, and any drift from the product's glossary, fail the build.

/**
 * @typedef {{ id: string, message: string, translation: string }} Entry
 * @typedef {{ file: string, entries: Entry[] }} Catalog
 * @typedef {{ en: string, ar: string, avoid?: string[], note?: string }} Term
 */

const normalise = (text) => text.trim().toLowerCase()
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const containsWord = (text, word) =>
  new RegExp(`(^|[^\\p{L}])${escapeRegExp(word)}($|[^\\p{L}])`, 'iu').test(text)

/** Ids that two or more catalogs translate differently, each with the wording of every catalog. */
export function conflictingTranslations(catalogs) {
  const byId = new Map()
  for (const { file, entries } of catalogs)
    for (const { id, message, translation } of entries) {
      if (!translation) continue
      const seen = byId.get(id) ?? { message, translations: new Map() }
      seen.translations.set(file, translation)
      byId.set(id, seen)
    }
  return [...byId]
    .filter(([, { translations }]) => new Set(translations.values()).size > 1)
    .map(([id, { message, translations }]) => ({
      id,
      message,
      translations: Object.fromEntries(translations),
    }))
}

/**
 * Translations that leave the glossary: a message that is a glossary term must carry the term's Arabic
 * word for word, and a message that mentions a term must not use a wording the glossary rules out.
 */
export function glossaryDepartures(catalogs, terms) {
  const byEnglish = new Map(terms.map((term) => [normalise(term.en), term]))
  const departures = []
  for (const { file, entries } of catalogs)
    for (const { message, translation } of entries) {
      if (!translation) continue
      const term = byEnglish.get(normalise(message))
      if (term && translation !== term.ar) {
        departures.push({ file, message, translation, expected: term.ar })
        continue
      }
      for (const other of terms)
        for (const avoided of other.avoid ?? [])
          if (containsWord(message, other.en) && translation.includes(avoided))
            departures.push({ file, message, translation, expected: other.ar, avoided })
    }
  return departures
}

/** Every problem of both checks, one line each, for the catalogs check to print. */
export function consistencyProblems(catalogs, terms) {
  return [
    ...conflictingTranslations(catalogs).map(
      ({ message, translations }) =>
        `"${message}" has different Arabic in different catalogs (the one loaded last would win): ${Object.entries(
          translations,
        )
          .map(([file, translation]) => `${file}: "${translation}"`)
          .join(', ')}; use one wording everywhere`,
    ),
    ...glossaryDepartures(catalogs, terms).map(({ file, message, translation, expected, avoided }) =>
      avoided
        ? `${file}: "${message}" is translated "${translation}", which uses "${avoided}"; the glossary says "${expected}"`
        : `${file}: "${message}" is translated "${translation}"; the glossary says "${expected}"`,
    ),
  ]
}
