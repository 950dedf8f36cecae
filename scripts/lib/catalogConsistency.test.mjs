// node --test scripts/lib: the catalogs check's own rules, on small made-up catalogs.
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { test } from 'node:test'
import { conflictingTranslations, consistencyProblems, glossaryDepartures } from './catalogConsistency.mjs'

const catalog = (file, entries) => ({ file, entries })
const flights = (translation) => ({ id: 'PQVGcv', message: 'Flights', translation })

test('an id translated two ways in two catalogs is a conflict naming both wordings', () => {
  const conflicts = conflictingTranslations([
    catalog('packages/core/src/locales/ar.po', [flights('الطيران')]),
    catalog('packages/flights/src/locales/ar.po', [flights('الرحلات')]),
  ])
  assert.deepEqual(conflicts, [
    {
      id: 'PQVGcv',
      message: 'Flights',
      translations: {
        'packages/core/src/locales/ar.po': 'الطيران',
        'packages/flights/src/locales/ar.po': 'الرحلات',
      },
    },
  ])
})

test('the same id with the same Arabic everywhere, or in one catalog only, is no conflict', () => {
  assert.deepEqual(
    conflictingTranslations([
      catalog('a/ar.po', [flights('الطيران'), { id: 'x', message: 'Seat', translation: 'المقعد' }]),
      catalog('b/ar.po', [flights('الطيران')]),
      catalog('c/ar.po', [flights('')]),
    ]),
    [],
  )
})

const terms = [
  { en: 'Flights', ar: 'الطيران' },
  { en: 'Phone', ar: 'الجوال', avoid: ['الهاتف'] },
]

test('a message that is a glossary term must carry the glossary’s Arabic, whatever its case', () => {
  assert.deepEqual(
    glossaryDepartures(
      [catalog('f/ar.po', [flights('الرحلات'), { id: 'y', message: 'flights', translation: 'الطيران' }])],
      terms,
    ),
    [{ file: 'f/ar.po', message: 'Flights', translation: 'الرحلات', expected: 'الطيران' }],
  )
})

test('a message naming a term may not use a wording the glossary avoids; other words are left alone', () => {
  const departures = glossaryDepartures(
    [
      catalog('f/ar.po', [
        { id: 'a', message: 'Phone number', translation: 'رقم الهاتف' },
        { id: 'b', message: 'Change phone number', translation: 'تغيير رقم الجوال' },
        { id: 'c', message: 'Smartphone app', translation: 'تطبيق الهاتف' },
      ]),
    ],
    terms,
  )
  assert.deepEqual(departures, [
    {
      file: 'f/ar.po',
      message: 'Phone number',
      translation: 'رقم الهاتف',
      expected: 'الجوال',
      avoided: 'الهاتف',
    },
  ])
})

test('consistencyProblems reports conflicts and departures, and nothing for consistent catalogs', () => {
  const problems = consistencyProblems(
    [catalog('core/ar.po', [flights('الطيران')]), catalog('flights/ar.po', [flights('الرحلات')])],
    terms,
  )
  assert.equal(problems.length, 2)
  assert.match(
    problems[0],
    /"Flights" has different Arabic.*core\/ar\.po: "الطيران".*flights\/ar\.po: "الرحلات"/,
  )
  assert.match(problems[1], /flights\/ar\.po: "Flights" is translated "الرحلات"; the glossary says "الطيران"/)
  assert.deepEqual(consistencyProblems([catalog('core/ar.po', [flights('الطيران')])], terms), [])
})

test('the product glossary names each English term once, with its Arabic', async () => {
  const glossary = JSON.parse(
    await readFile(new URL('../../packages/i18n/glossary.json', import.meta.url), 'utf8'),
  )
  const english = glossary.terms.map((term) => term.en.toLowerCase())
  assert.equal(new Set(english).size, english.length)
  for (const term of glossary.terms) assert.match(term.ar, /\p{Script=Arabic}/u, term.en)
})
