import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PresenceList } from "./presence-list";

const meta = {
  title: "Live/PresenceList",
  component: PresenceList,
  args: { people: [] },
} satisfies Meta<typeof PresenceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody else has the record open: nothing shows, the status region waits empty for someone to arrive. */
export const Alone: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("");
  },
};

export const OneViewing: Story = {
  args: { people: [{ name: "Marcus Lee", isEditing: false }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Marcus Lee has this open");
  },
};

/** Dana has unsaved changes: the pencil on her letter, and the words for those who cannot see it. */
export const SomeoneEditing: Story = {
  args: {
    people: [
      { name: "Dana Reyes", isEditing: true },
      { name: "Marcus Lee", isEditing: false },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Dana Reyes is editing; Marcus Lee has this open too",
    );
  },
};

/** Many at once, one with no name in their token: listed in words, "Someone" with the user menu's "U". */
export const Many: Story = {
  args: {
    people: [
      { name: "Dana Reyes", isEditing: false },
      { name: "Marcus Lee", isEditing: false },
      { name: "Priya Natarajan", isEditing: true },
      { name: null, isEditing: false },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Priya Natarajan is editing; Dana Reyes, Marcus Lee and Someone have this open too",
    );
  },
};
