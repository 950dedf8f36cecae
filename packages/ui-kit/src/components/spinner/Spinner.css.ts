import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { reducedMotion } from '../../styles/focus.css.ts'
import { vars } from '../../theme/contract.css.ts'

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } })
const pulse = keyframes({ '50%': { opacity: 0.35 } })

export const root = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: 'inherit',
})

export const size = styleVariants({
  sm: { inlineSize: '16px', blockSize: '16px' },
  md: { inlineSize: '24px', blockSize: '24px' },
  lg: { inlineSize: '40px', blockSize: '40px' },
})

export const tone = styleVariants({
  current: { color: 'currentColor' },
  primary: { color: vars.color.primary },
})

export const svg = style({
  inlineSize: '100%',
  blockSize: '100%',
  animation: `${rotate} 0.8s linear infinite`,
  '@media': {
    // A spinner still has to say "busy" without the spin: a slow fade carries it.
    [reducedMotion]: { animation: `${pulse} 2s ${vars.motion.easing.inOut} infinite` },
  },
})

export const track = style({ opacity: 0.25 })
