import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Pager } from './Pager.tsx'
import type { PagerProps } from './Pager.tsx'

const meta = {
  component: Pager,
  tags: ['autodocs'],
  args: {
    page: 2,
    totalPages: 5,
    onPage: () => {},
    label: 'Booking pages',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    status: 'Page 2 of 5',
  },
} satisfies Meta<typeof Pager>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const FirstPage: Story = { args: { page: 1, status: 'Page 1 of 5' } }

function PagedList(args: PagerProps) {
  const [page, setPage] = useState(1)
  return <Pager {...args} page={page} onPage={setPage} status={`Page ${page} of ${args.totalPages}`} />
}

/** Pressing the buttons moves through the pages. */
export const Interactive: Story = { render: (args) => <PagedList {...args} /> }
