/** Slot for the sign-in / sign-up dialog (accounts issue): replaced by the real dialog. */
export function AuthDialog() {
  return null;
}
