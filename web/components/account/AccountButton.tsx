/** Slot for the account button (accounts issue): replaced by the real control. */
export function AccountButton() {
  return null;
}
