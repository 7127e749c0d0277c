import { REPORTS } from "../reports/keys";

/**
 * SWR key of the dashboard: under `"reports"`, so whatever refreshes the reports after a
 * write (their figures come from the same orders) refreshes the dashboard too.
 */
export const dashboardKeys = {
  dashboard: () => [REPORTS, "dashboard"] as const,
};
