import { Button } from '@rihla/ui-kit/button'
import type { ButtonProps } from '@rihla/ui-kit/button'
import { useStore } from '@tanstack/react-form'
import { useFormContext } from './formContexts'

/** The form's submit button, pending while the form sends. */
export function SubmitButton({ variant = 'primary', ...props }: Omit<ButtonProps, 'type' | 'isPending'>) {
  const form = useFormContext()
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting)
  return <Button type="submit" variant={variant} isPending={isSubmitting} {...props} />
}
