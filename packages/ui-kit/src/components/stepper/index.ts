export { Stepper } from './Stepper.tsx'
export type { StepperProps, StepperStep, StepState } from './Stepper.tsx'
