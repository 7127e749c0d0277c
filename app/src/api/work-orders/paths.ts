/** `/work-orders/{woNumber}`. */
export function workOrderPath(woNumber: string): string {
  return `/work-orders/${encodeURIComponent(woNumber)}`;
}
