import type { Dashboard } from "../../api/dashboard/types";
import type { StoryRoute } from "../../storybook/story-api";
import { sampleDashboard } from "./fixtures";

/** `GET /dashboard` answering `dashboard`. */
export function dashboardApi(dashboard: Dashboard = sampleDashboard): StoryRoute[] {
  return [{ path: /^\/dashboard$/, respond: () => dashboard }];
}
