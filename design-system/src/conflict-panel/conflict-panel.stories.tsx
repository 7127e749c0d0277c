import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ConflictPanel } from "./conflict-panel";
import { mergeConflict } from "./merge-conflict";

const labels = { Name: "Name", Phone: "Phone", Active: "Active", Notes: "Notes" };
const base = { Name: "Acme Aerospace", Phone: "555-0100", Active: true, Notes: "" };
// I changed the name and the phone; they changed the name, made it inactive and added a note.
const { changes } = mergeConflict(
  base,
  { ...base, Name: "ACME Aerospace Inc.", Phone: "555-0199" },
  { ...base, Name: "Acme Aerospace LLC", Active: false, Notes: "Ships from the Tulsa plant since May." },
);

const meta = {
  title: "Primitives/ConflictPanel",
  component: ConflictPanel<keyof typeof labels>,
  args: { changes, labels, onApplyTheirs: fn(), onKeepMine: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConflictPanel<keyof typeof labels>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Their values beside mine: a field we both changed is marked; my phone (only I changed it) is not listed. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = within(canvasElement).getByRole("alert", {
      name: "Someone else saved this record while you were editing it",
    });
    const rows = within(panel)
      .getAllByRole("row")
      .map((row) => row.textContent);
    await expect(rows).toEqual([
      "FieldTheirsYours",
      "NameBoth changedAcme Aerospace LLCACME Aerospace Inc.",
      "ActiveNoYes",
      "NotesShips from the Tulsa plant since May.(empty)",
    ]);
    await userEvent.click(within(panel).getByRole("button", { name: "Apply their changes" }));
    await expect(args.onApplyTheirs).toHaveBeenCalledOnce();
    within(panel).getByRole("button", { name: "Keep mine" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onKeepMine).toHaveBeenCalledOnce();
  },
};

/** Their save touched no field this form shows (e.g. only a stamp): still a choice to make, said plainly. */
export const NoFieldsShown: Story = {
  args: { changes: [] },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole("alert");
    await expect(panel).toHaveTextContent("None of the fields you can see here were changed.");
    await expect(within(panel).queryByRole("table")).not.toBeInTheDocument();
  },
};

/** What the panel says is the screen's: a file's edit dialog says "this file". */
export const OwnTitle: Story = {
  args: { title: "Someone else changed this file while you were editing it" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Someone else changed this file while you were editing it",
    );
  },
};
