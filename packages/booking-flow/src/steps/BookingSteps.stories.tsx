import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { BookingSteps } from './BookingSteps'

// The layout renders its step through the router's outlet: a one-route router stands in for a vertical.
const router = createRouter({
  routeTree: createRootRoute({
    component: () => <BookingSteps prompt={<p role="note">The expiry prompt renders here, once.</p>} />,
  }),
  history: createMemoryHistory(),
})

export default {
  component: BookingSteps,
  tags: ['autodocs'],
}

export const WithPrompt = { render: () => <RouterProvider router={router} /> }
