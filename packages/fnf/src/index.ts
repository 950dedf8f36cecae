// The public surface of @rihla/fnf.
