import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ApiError } from "../../api/client";
import { BackupStatusCard } from "./backup-status";
import { lastBackupFailed, neverBackedUp, onPostgreSQL, recentBackup } from "./fixtures";

const meta = {
  title: "App/Backups/Status",
  component: BackupStatusCard,
  args: { status: recentBackup, onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BackupStatusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Last night's scheduled backup: when, how large, who made it; the schedule under it. */
export const Recent: Story = {};

/** A new shop: no backup yet, the schedule says when the first comes. */
export const NeverBackedUp: Story = { args: { status: neverBackedUp } };

/** The backup after the last good one failed: the server's message, in the warning's colours. */
export const LastFailed: Story = { args: { status: lastBackupFailed } };

/** PostgreSQL is backed up by its operator; a backup made with `npm run backup` still shows. */
export const OnPostgreSQL: Story = { args: { status: onPostgreSQL } };

/** While the answer is on its way. */
export const Loading: Story = { args: { status: undefined } };

/** The call failed: the server's words, and Try again. */
export const CouldNotLoad: Story = {
  args: { status: undefined, error: new ApiError(500, "internal", "The server had a problem. Try again in a moment.") },
};
