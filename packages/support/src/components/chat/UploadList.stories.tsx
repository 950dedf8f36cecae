import type { Meta, StoryObj } from '@storybook/react-vite'
import { UploadList } from './UploadList'

const meta = {
  component: UploadList,
  tags: ['autodocs'],
  args: {
    onRemove: () => undefined,
    uploads: [
      { key: '1', name: 'boarding-pass.pdf', status: 'uploading' },
      {
        key: '2',
        name: 'receipt.png',
        status: 'done',
        attachment: {
          id: '9a1b2c3d-0000-4000-8000-000000000002',
          name: 'receipt.png',
          type: 'image/png',
          size: 48_000,
        },
      },
      {
        key: '3',
        name: 'video.mov',
        status: 'failed',
        error: 'Only JPEG, PNG or WebP images and PDF files can be attached',
      },
    ],
  },
} satisfies Meta<typeof UploadList>

export default meta
type Story = StoryObj<typeof meta>

export const EveryState: Story = {}
export const Arabic: Story = { globals: { locale: 'ar' } }
