// The app's bundle budgets (KB gzip), read by scripts/bundle-sizes.mjs; why each figure is
// what it is: docs/performance.md, "Bundle budgets".
//
// `goal` is what the shop's slowest laptop needs (issue 15). Where a figure is not there yet,
// `limits` holds it where it is: lower a limit whenever a change gives KB back, and delete it
// once the goal is met. A limit rises only with a feature the screen gains, its cost written
// in docs/performance.md ("Bundle budgets").
export const budgets = {
  signIn: { goal: 120 },
  shell: { goal: 150, limit: 196 },
  screen: {
    goal: 40,
    limits: { "customer-page": 64, "part-page": 71, "purchase-order-page": 80, "supplier-page": 63, "work-order-page": 72 },
  },
  /** What a screen loads only once it is up: a chart with its library, the Attachments card. */
  onDemand: { goal: 15 },
  css: { goal: 15 },
};

/** The figure a bundle may not exceed: its own limit while over the goal, else the goal. */
export function limitOf(name, id) {
  const budget = budgets[name];
  return budget.limits?.[id] ?? budget.limit ?? budget.goal;
}
