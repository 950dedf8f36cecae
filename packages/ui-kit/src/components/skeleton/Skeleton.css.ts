import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { reducedMotion } from '../../styles/focus.css.ts'
import { vars } from '../../theme/contract.css.ts'

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
})

export const skeleton = style({
  display: 'block',
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ${vars.motion.easing.inOut} infinite`,
  '@media': {
    [reducedMotion]: { animation: 'none', backgroundImage: 'none' },
  },
})

export const shape = styleVariants({
  text: { blockSize: '1em', borderRadius: vars.radius.sm },
  rect: { borderRadius: vars.radius.lg },
  circle: { borderRadius: vars.radius.full, aspectRatio: '1' },
})

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})
