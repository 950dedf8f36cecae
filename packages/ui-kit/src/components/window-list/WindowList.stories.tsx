import type { Meta, StoryObj } from '@storybook/react-vite'
import { WindowList } from './WindowList.tsx'

interface Row {
  id: string
  name: string
}

const rows: Row[] = Array.from({ length: 500 }, (_, index) => ({
  id: `row-${index}`,
  name: `Result ${index + 1}`,
}))

const renderRow = (row: Row) => (
  <article style={{ padding: 16, border: '1px solid #ccd', borderRadius: 8, minBlockSize: 96 }}>
    <h2 style={{ margin: 0, fontSize: 18 }}>{row.name}</h2>
  </article>
)

const meta = {
  component: WindowList<Row>,
  tags: ['autodocs'],
  args: {
    items: rows,
    itemKey: (row: Row) => row.id,
    renderItem: renderRow,
    'aria-label': 'Results',
    estimatedItemHeight: 120,
  },
} satisfies Meta<typeof WindowList<Row>>

export default meta
type Story = StoryObj<typeof meta>

/** Five hundred rows: only those near the viewport are in the page. */
export const ManyRows: Story = {}

export const FewRows: Story = { args: { items: rows.slice(0, 3) } }
