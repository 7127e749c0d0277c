import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { SearchBox } from "./search-box";

const meta = {
  title: "Primitives/SearchBox",
  component: SearchBox,
  args: { value: "", label: "Search customers", placeholder: "Code or name…", onSearch: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole("searchbox", { name: "Search customers" });

/** Nothing searched yet: the placeholder says what to type. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveValue("");
  },
};

/** Opened from a link or the back button: the box shows the search in the URL. */
export const WithSearch: Story = { args: { value: "acme" } };

/** Typing reports the trimmed text once, after the pause. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(box(canvasElement), "  north ");
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith("north"));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(box(canvasElement)).toHaveValue("  north ");
  },
};

/** Clearing the box (its × or the keys) reports "" so the list shows everything again. */
export const Clearing: Story = {
  args: { value: "acme" },
  play: async ({ args, canvasElement }) => {
    await userEvent.clear(box(canvasElement));
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith(""));
  },
};

/** The URL changes under the box (Back, a link): it shows the new search, and reports nothing. */
export const FollowsTheUrl: Story = {
  render: function Render(args) {
    const [value, setValue] = React.useState("acme");
    return (
      <div className="grid gap-3">
        <SearchBox {...args} value={value} />
        <Button variant="outline" onClick={() => setValue("northwind")}>
          Back
        </Button>
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    await expect(box(canvasElement)).toHaveValue("acme");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Back" }));
    await expect(box(canvasElement)).toHaveValue("northwind");
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** A long search stays on one line and scrolls inside the box. */
export const LongText: Story = {
  args: { value: "Precision Surface Finishing Division — anodize, passivation and plating" },
};

/** On a phone the box takes the screen's width. */
export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  decorators: [(Story) => <div className="w-full">{Story()}</div>],
};
