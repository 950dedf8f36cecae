export { Badge } from './Badge.tsx'
export type { BadgeProps, BadgeTone } from './Badge.tsx'
