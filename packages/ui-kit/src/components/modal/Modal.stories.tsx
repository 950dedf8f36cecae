import type { Meta, StoryObj } from '@storybook/react-vite'
import { DialogTrigger } from 'react-aria-components/Modal'
import { Button } from '../button/Button.tsx'
import { TextField } from '../text-field/TextField.tsx'
import { Modal } from './Modal.tsx'

const meta = {
  component: Modal,
  tags: ['autodocs'],
  args: { title: 'Fare details', closeLabel: 'Close', children: null },
} satisfies Meta<typeof Modal>

export default meta
type Story = StoryObj<typeof meta>

export const WithTrigger: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">View fare details</Button>
      <Modal
        {...args}
        footer={(close) => (
          <Button onPress={close} size="md">
            Done
          </Button>
        )}
      >
        <p>
          Economy Saver includes one 23 kg checked bag. Changes are allowed up to 48 hours before departure.
        </p>
      </Modal>
    </DialogTrigger>
  ),
}

export const Open: Story = {
  args: { defaultOpen: true, title: 'Contact details' },
  render: (args) => (
    <Modal {...args} footer={<Button>Save</Button>}>
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="Email" type="email" />
        <TextField label="Phone number" type="tel" />
      </div>
    </Modal>
  ),
}

export const Confirmation: Story = {
  args: {
    defaultOpen: true,
    role: 'alertdialog',
    size: 'sm',
    title: 'Cancel this hotel booking?',
    isDismissable: false,
    hideCloseButton: true,
  },
  render: (args) => (
    <Modal
      {...args}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            No
          </Button>
          <Button variant="danger" onPress={close}>
            Yes, cancel
          </Button>
        </>
      )}
    >
      <p>Your booking will be cancelled. Refunds follow the hotel&apos;s policy.</p>
    </Modal>
  ),
}
