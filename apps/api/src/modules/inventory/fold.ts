/**
 * Folds case, Arabic diacritics and letter variants, so "جده" finds "جدة" and "abha" finds "Abha": what
 * every as-you-type search compares.
 */
export const fold = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u064B-\u065F\u0670\u0300-\u036f]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .trim()
