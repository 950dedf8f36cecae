import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { SUPPORT_ATTACHMENT_TYPES } from '@rihla/api-contract/support'
import { Button } from '@rihla/ui-kit/button'
import type { ButtonProps } from '@rihla/ui-kit/button'
import Paperclip from 'lucide-react/icons/paperclip'
import { FileTrigger } from 'react-aria-components/FileTrigger'

export interface AttachButtonProps extends Pick<ButtonProps, 'isDisabled' | 'variant' | 'size'> {
  onSelect: (files: File[]) => void
  /** Shown beside the icon; the icon alone is named "Attach files" for screen readers. */
  label?: string
}

/** Picks images or PDFs to upload (the server checks what they really are). */
export function AttachButton({
  onSelect,
  label,
  variant = 'secondary',
  size = 'md',
  isDisabled,
}: AttachButtonProps) {
  const { i18n } = useLingui()
  return (
    <FileTrigger
      allowsMultiple
      acceptedFileTypes={[...SUPPORT_ATTACHMENT_TYPES]}
      onSelect={(files) => files && onSelect([...files])}
    >
      <Button
        variant={variant}
        size={size}
        isDisabled={isDisabled}
        isIconOnly={!label}
        aria-label={label ? undefined : i18n._(msg`Attach files`)}
        startIcon={label ? <Paperclip size={18} aria-hidden /> : undefined}
      >
        {label ?? <Paperclip size={18} aria-hidden />}
      </Button>
    </FileTrigger>
  )
}
