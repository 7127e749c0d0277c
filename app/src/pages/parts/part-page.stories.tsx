import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { appScreenStory } from "../../storybook/app-story-frame";
import { expectNoSidewaysScroll, partApi, scrollToEnd } from "../../storybook/master-data-api";
import PartPage from "./part-page";

const meta = {
  title: "App/Parts/Page",
  component: PartPage,
  ...appScreenStory({ api: partApi(), route: { path: "/part?customer=NORTHWIND&partNumber=1141-256&revision=A" } }),
} satisfies Meta<typeof PartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const customerBox = (element: HTMLElement) => within(element).findByRole("combobox", { name: /^Customer/ });

/** The search and, under it, the chosen revision: its customer shown as "code — name". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await customerBox(canvasElement)).toHaveValue("NORTHWIND — Northwind Medical Devices");
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** 375 px: the results are one column, revision and description under the number. */
export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole("table", { name: "Parts" });
    await within(table).findByRole("button", { name: "6952-093" });
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** The owning customer is picked by typing part of a code or name, with the keyboard only. */
export const PickCustomer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await customerBox(canvasElement);
    await waitFor(() => expect(box).toHaveValue("NORTHWIND — Northwind Medical Devices"));
    // Typing over the chosen customer's text starts a new search from the first key.
    await userEvent.tripleClick(box);
    await userEvent.keyboard("aero");
    await expect(box).toHaveValue("aero");
    // The list is portalled to the body, outside the canvas.
    const list = await within(canvasElement.ownerDocument.body).findByRole("listbox", { name: "Customers" });
    await within(list).findByRole("option", { name: /BOLT-AERO/ });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(box).toHaveValue("BOLT-AERO — Bolt Aerostructures LLC");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getByRole("button", { name: "Save changes" })).toBeEnabled();
    scrollToEnd();
  },
};

/** Text that names no customer is not a choice: saving asks for one. */
export const CustomerNotPicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await customerBox(canvasElement);
    await userEvent.clear(box);
    await userEvent.type(box, "nobody");
    await userEvent.click(canvas.getByRole("textbox", { name: /^Description/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByText("Choose the customer who owns the part.")).toBeVisible();
    scrollToEnd();
  },
};

/** "New part" from a customer's page: the customer is filled in, by name too. */
export const NewPartForCustomer: Story = {
  parameters: { route: { path: "/part?new=1&customerId=NORTHWIND" } },
  play: async () => {
    const dialog = await within(document.body).findByRole("dialog", { name: "New part" });
    const box = await customerBox(dialog);
    await waitFor(() => expect(box).toHaveValue("NORTHWIND — Northwind Medical Devices"));
  },
};
