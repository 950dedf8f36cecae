import type { Meta, StoryObj } from '@storybook/react-vite'
import { Illustration, illustrationNames } from './Illustration.tsx'

const meta = {
  component: Illustration,
  tags: ['autodocs'],
  args: { name: 'not-found', title: 'Page not found', size: 'lg' },
  argTypes: { name: { control: 'select', options: illustrationNames } },
} satisfies Meta<typeof Illustration>

export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {}
export const ServerError: Story = { args: { name: 'server-error', title: 'Server error' } }
export const GenericError: Story = { args: { name: 'generic-error', title: 'Something went wrong' } }
export const Empty: Story = { args: { name: 'empty', title: 'No results' } }
export const Offline: Story = { args: { name: 'offline', title: 'No internet connection' } }

export const Gallery: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 24 }}>
      {illustrationNames.map((name) => (
        <figure key={name} style={{ display: 'grid', gap: 8, justifyItems: 'center' }}>
          <Illustration name={name} />
          <figcaption>{name}</figcaption>
        </figure>
      ))}
    </div>
  ),
}
