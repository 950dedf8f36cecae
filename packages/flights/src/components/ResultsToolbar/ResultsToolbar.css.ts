import { minWidth, vars } from '@rihla/ui-kit/theme'
import { globalStyle, style } from '@vanilla-extract/css'

/** The site header's height: the toolbar sticks just under it. */
const SITE_HEADER_BLOCK_SIZE = '65px'

// Sort and the count stay in view while the traveller scrolls the results.
export const toolbar = style({
  position: 'sticky',
  insetBlockStart: SITE_HEADER_BLOCK_SIZE,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginInline: `calc(${vars.space.md} * -1)`,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  background: vars.color.page,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [minWidth('lg')]: { marginInline: 0, paddingInline: 0 } },
})
/** Along the toolbar's lower edge, over its border. */
export const progress = style({ position: 'absolute', insetInline: 0, insetBlockEnd: '-1px' })
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
// Wraps rather than widen the page when the text is large (a 320 px phone at 200% text). Below lg it
// holds the filters button's height before the results bring the button, so the sort order below it
// does not move down when they arrive.
export const start = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.controlSm,
  '@media': { [minWidth('lg')]: { minBlockSize: 'auto' } },
})
/** Beside the results from lg up the filters panel is in view; below it they open in a sheet. */
export const sheetTrigger = style({ '@media': { [minWidth('lg')]: { display: 'none' } } })
export const sort = style({
  flexBasis: '100%',
  fontSize: vars.font.size.sm,
  '@media': { [minWidth('sm')]: { flexBasis: 'auto' } },
})
// The three orders on one line of a 360 px phone.
globalStyle(`${sort}[data-orientation="horizontal"] > *`, { columnGap: vars.space.sm })
