import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const group = style({
  display: 'grid',
  gap: vars.space.xs,
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
})

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  padding: 0,
})

/** The widget's own variables, set from our theme so it looks like the fields around it. */
export const widget = style({
  display: 'block',
  vars: {
    '--altcha-color-base': vars.color.surface,
    '--altcha-color-base-content': vars.color.text,
    '--altcha-color-primary': vars.color.primary,
    '--altcha-color-primary-content': vars.color.onPrimary,
    '--altcha-color-success': vars.color.success,
    '--altcha-color-error': vars.color.danger,
    '--altcha-color-neutral': vars.color.border,
    '--altcha-checkbox-border-color': vars.color.borderStrong,
    '--altcha-color-neutral-content': vars.color.textMuted,
    '--altcha-border-radius': vars.radius.md,
    '--altcha-max-width': '100%',
  },
})

export const invalid = style({
  vars: { '--altcha-border-color': vars.color.danger, '--altcha-border-width': '2px' },
})

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger })

export const unavailable = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted })
