import { vars } from '@rihla/ui-kit/theme'
import { style, styleVariants } from '@vanilla-extract/css'

export const thread = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  minBlockSize: '420px',
  maxBlockSize: 'min(72vh, 760px)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
})

export const olderBar = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  minBlockSize: vars.space.md,
})

export const log = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const row = styleVariants({
  mine: { display: 'flex', justifyContent: 'flex-end' },
  theirs: { display: 'flex', justifyContent: 'flex-start' },
})

const bubbleBase = style({
  display: 'grid',
  gap: vars.space['2xs'],
  maxInlineSize: 'min(85%, 560px)',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.lg,
  overflowWrap: 'anywhere',
})

export const bubble = styleVariants({
  mine: [
    bubbleBase,
    { background: vars.color.primarySubtle, color: vars.color.text, borderEndEndRadius: vars.radius.sm },
  ],
  theirs: [
    bubbleBase,
    { background: vars.color.surfaceSunken, color: vars.color.text, borderEndStartRadius: vars.radius.sm },
  ],
  failed: [
    bubbleBase,
    {
      background: vars.color.dangerSubtle,
      color: vars.color.text,
      borderEndEndRadius: vars.radius.sm,
    },
  ],
})

export const author = style({ margin: 0, fontSize: vars.font.size.xs, fontWeight: vars.font.weight.semibold })

export const body = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  textAlign: 'start',
  lineHeight: vars.font.lineHeight.normal,
})

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
})

export const failedText = style({ color: vars.color.danger })

export const attachments = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const image = style({
  display: 'block',
  maxInlineSize: '220px',
  maxBlockSize: '180px',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
})

export const typing = style({
  margin: 0,
  minBlockSize: '1.5em',
  paddingInline: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontStyle: 'italic',
})

export const footer = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSubtle,
})

export const composerRow = style({ display: 'grid', gap: vars.space.xs })

export const composerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xs,
})

export const readOnly = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
})

export const uploads = style({
  display: 'grid',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const upload = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
})

export const uploadName = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' })

export const uploadProgress = style({ inlineSize: '120px' })

export const uploadError = style({ color: vars.color.danger })

export const hint = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted })
