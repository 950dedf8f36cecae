import type { SlugMap } from '@rihla/core/routing'

/** The Arabic addresses of the shell's pages (SPEC.md §2: some slugs have localized Arabic forms). */
export const shellSlugs = {
  'about-us': { ar: 'من-نحن' },
  'contact-us': { ar: 'اتصل-بنا' },
  'privacy-policy': { ar: 'سياسة-الخصوصية' },
  'terms-conditions': { ar: 'الشروط-والأحكام' },
  faq: { ar: 'الأسئلة-الشائعة' },
} satisfies SlugMap
