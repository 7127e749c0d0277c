import { Page } from "../../shell/page";

export default function HomePage() {
  return <Page title="Dashboard" description="Backlog, work due and shipments at a glance." />;
}
