import type { Meta, StoryObj } from '@storybook/react-vite'
import { ContactDetails } from './ContactDetails'

const meta = {
  component: ContactDetails,
  tags: ['autodocs'],
  args: {
    contact: { email: 'sara@example.com', phone: '+966500000001' },
    onChange: () => undefined,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ContactDetails>

export default meta
type Story = StoryObj<typeof meta>

/** The signed-in account's details, as the step starts. */
export const Given: Story = {}

/** Nothing given yet: each detail says so. */
export const NotGiven: Story = { args: { contact: { email: '', phone: '' } } }

/** After a Continue that found them wrong: the messages under the summary. */
export const WithErrors: Story = {
  args: { contact: { email: 'sara@', phone: '0500' }, showErrors: true },
}
