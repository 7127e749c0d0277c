/** The customer's screen. */
export function customerLink(customerId: string): string {
  return `/customer/${encodeURIComponent(customerId)}`;
}
