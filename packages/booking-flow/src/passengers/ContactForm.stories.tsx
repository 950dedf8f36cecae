import type { Meta, StoryObj } from '@storybook/react-vite'
import { ContactForm } from './ContactForm'

const meta = {
  component: ContactForm,
  tags: ['autodocs'],
  args: {
    contact: { email: 'sara@example.com', phone: '050 000 0001' },
    onSave: () => undefined,
    onCancel: () => undefined,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ContactForm>

export default meta
type Story = StoryObj<typeof meta>

/** A Saudi number typed without its country code is accepted, and saved as +966500000001. */
export const Filled: Story = {}

export const Empty: Story = { args: { contact: { email: '', phone: '' } } }
