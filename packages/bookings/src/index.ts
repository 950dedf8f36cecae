// The public surface of @rihla/bookings.
