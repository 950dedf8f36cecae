import type { Meta, StoryObj } from '@storybook/react-vite'
import { Input } from 'react-aria-components/Input'
import { TextField as RACTextField } from 'react-aria-components/TextField'
import { field, input } from './Field.css.ts'
import { Description, FieldError, Label } from './Field.tsx'

/**
 * The label, help text and error message a field is made of, around a plain React Aria field: for a
 * control ui-kit does not wrap yet. The wrapped fields (text, select, date…) are built from them.
 */
function IbanField({ isInvalid }: { isInvalid: boolean }) {
  return (
    <RACTextField className={field} isInvalid={isInvalid} defaultValue={isInvalid ? 'SA03 8000' : ''}>
      <Label>IBAN</Label>
      <Input className={input} dir="ltr" />
      <Description>For the refund of a cancelled booking</Description>
      <FieldError>Enter the 24 characters of a Saudi IBAN</FieldError>
    </RACTextField>
  )
}

const meta = {
  component: IbanField,
  args: { isInvalid: false },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof IbanField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Invalid: Story = { args: { isInvalid: true } }
