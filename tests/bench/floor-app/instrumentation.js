// Empty on purpose. Without a file of its own, Turbopack (whose root is the
// repository, for node_modules) builds the app's instrumentation.ts into this
// page and it would run here: the email worker, the peer-address stamp.
export function register() {}
