import type { WidgetFont } from '@rihla/api-contract'

/**
 * The fonts a partner may choose besides Rihla's own (api-contract's WIDGET_FONTS), bundled with the
 * widget: each family's stack keeps a font for the other script behind it, and its faces load only
 * when a partner's theme names it.
 */
export const PARTNER_FONTS: Record<
  Exclude<WidgetFont, 'rihla'>,
  { family: string; load: () => Promise<unknown> }
> = {
  'noto-naskh-arabic': {
    family: "'Noto Naskh Arabic', 'Inter Variable', system-ui, serif",
    load: () =>
      Promise.all([
        import('@fontsource/noto-naskh-arabic/400.css'),
        import('@fontsource/noto-naskh-arabic/600.css'),
        import('@fontsource/noto-naskh-arabic/700.css'),
      ]),
  },
  cairo: {
    family: "'Cairo Variable', 'Noto Sans Arabic Variable', system-ui, sans-serif",
    load: () => import('@fontsource-variable/cairo/index.css'),
  },
}
