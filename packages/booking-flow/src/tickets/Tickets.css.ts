import { vars } from '@rihla/ui-kit/theme'
import { globalStyle, style } from '@vanilla-extract/css'
import { PRINTING_ATTRIBUTE } from './printTicket'

export const tickets = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const ticket = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' },
    print: { breakInside: 'avoid', breakAfter: 'page', boxShadow: 'none' },
  },
})

export const heading = style({ margin: 0, fontSize: vars.font.size.lg })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const facts = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' })
export const rules = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.font.size.sm,
})

export const code = style({
  display: 'grid',
  gap: vars.space['2xs'],
  justifyItems: 'center',
  alignContent: 'start',
})
// A QR code reads best dark on white whatever the theme, with its own quiet zone inside.
export const qr = style({
  inlineSize: 176,
  blockSize: 176,
  background: '#fff',
  borderRadius: vars.radius.sm,
  '@media': { print: { inlineSize: 240, blockSize: 240 } },
})
export const reference = style({
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.font.size.xs,
  overflowWrap: 'anywhere',
  textAlign: 'center',
  maxInlineSize: 200,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': { print: { display: 'none' } },
})

// Printing one ticket (printTicket): everything else on the page is hidden, the ticket moved to the
// top of the first page.
globalStyle(`html[${PRINTING_ATTRIBUTE}] body *`, {
  '@media': { print: { visibility: 'hidden' } },
})
globalStyle(
  `html[${PRINTING_ATTRIBUTE}] [${PRINTING_ATTRIBUTE}], html[${PRINTING_ATTRIBUTE}] [${PRINTING_ATTRIBUTE}] *`,
  {
    '@media': { print: { visibility: 'visible' } },
  },
)
globalStyle(`html[${PRINTING_ATTRIBUTE}] [${PRINTING_ATTRIBUTE}]`, {
  '@media': { print: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, inlineSize: '100%' } },
})
