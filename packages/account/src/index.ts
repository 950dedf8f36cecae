// The public surface of @rihla/account.
