// The app's bundle budgets (KB gzip), read by scripts/bundle-sizes.mjs; why each figure is
// what it is: docs/performance.md, "Bundle budgets".
//
// `goal` is what the shop's slowest laptop needs (issue 15). Where a figure is not there yet,
// `limits` holds it where it is, so it can only shrink: lower a limit whenever a change gives
// KB back, and delete it once the goal is met.
export const budgets = {
  signIn: { goal: 120 },
  shell: { goal: 150, limit: 188 },
  screen: {
    goal: 40,
    limits: { "customer-page": 60, "part-page": 66, "purchase-order-page": 75, "supplier-page": 58, "work-order-page": 65 },
  },
  chart: { goal: 15 },
  css: { goal: 15 },
};

/** The figure a bundle may not exceed: its own limit while over the goal, else the goal. */
export function limitOf(name, id) {
  const budget = budgets[name];
  return budget.limits?.[id] ?? budget.limit ?? budget.goal;
}
