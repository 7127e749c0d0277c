import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { lineColours as lines, palettePairs as pairs } from "../foundations/colour-tokens";
import { environmentClass, environments } from "./environment";

const meta = {
  title: "Foundations/Tokens",
  parameters: { layout: "padded" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// Class names are written out in full so Tailwind finds them.
const typeSteps = [
  { name: "2xl", className: "text-2xl font-semibold" },
  { name: "xl", className: "text-xl font-semibold" },
  { name: "lg", className: "text-lg font-medium" },
  { name: "base", className: "text-base" },
  { name: "sm", className: "text-sm" },
  { name: "xs", className: "text-xs" },
];

const spaceSteps = [
  { name: "1", className: "w-1" },
  { name: "2", className: "w-2" },
  { name: "3", className: "w-3" },
  { name: "4", className: "w-4" },
  { name: "6", className: "w-6" },
  { name: "8", className: "w-8" },
  { name: "12", className: "w-12" },
  { name: "16", className: "w-16" },
];

export const Palette: Story = {
  render: () => (
    <div className="space-y-6">
      <ul className="grid grid-cols-4 gap-3">
        {pairs.map((pair) => (
          <li key={pair.name} className={`flex h-16 flex-col justify-between rounded-md p-2 text-sm ${pair.className}`}>
            <span className="font-semibold">Aa</span>
            <span className="text-xs">{pair.name}</span>
          </li>
        ))}
      </ul>
      <ul className="flex gap-6">
        {lines.map((line) => (
          <li key={line.name} className="flex items-center gap-2 text-sm">
            <span className={`h-6 w-10 rounded-sm ${line.className}`} />
            {line.name}
          </li>
        ))}
      </ul>
    </div>
  ),
};

export const TypeScale: Story = {
  render: () => (
    <dl className="grid grid-cols-[4rem_1fr] items-baseline gap-x-4 gap-y-3">
      {typeSteps.map((step) => (
        <div key={step.name} className="contents">
          <dt className="font-mono text-xs text-muted-foreground">text-{step.name}</dt>
          <dd className={step.className}>Work order 100001 · 7731-204 rev C</dd>
        </div>
      ))}
    </dl>
  ),
};

export const SpacingAndRadius: Story = {
  render: () => (
    <div className="space-y-6">
      <ul className="space-y-2">
        {spaceSteps.map((step) => (
          <li key={step.name} className="flex items-center gap-3 text-sm">
            <span className="w-8 font-mono text-xs text-muted-foreground">{step.name}</span>
            <span className={`h-4 rounded-sm bg-primary ${step.className}`} />
          </li>
        ))}
      </ul>
      <ul className="flex gap-4 text-sm">
        <li className="flex h-16 w-24 items-center justify-center rounded-sm border">rounded-sm</li>
        <li className="flex h-16 w-24 items-center justify-center rounded-md border">rounded-md</li>
        <li className="flex h-16 w-24 items-center justify-center rounded-lg border">rounded-lg</li>
        <li className="flex h-16 w-24 items-center justify-center rounded-full border">rounded-full</li>
      </ul>
    </div>
  ),
};

export const Environments: Story = {
  render: () => (
    <ul className="space-y-3">
      {[...environments, "unknown"].map((name) => (
        <li key={name} className={environmentClass(name)}>
          <div className="flex h-16 items-center justify-between rounded-md bg-env px-4 text-env-foreground">
            <span className="font-semibold">Shopdesk</span>
            <span className="text-sm">{name === "unknown" ? "unknown name → development" : name}</span>
          </div>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    await expect(items.map((item) => item.className)).toEqual([
      "env-development",
      "env-test",
      "env-staging",
      "env-production",
      "env-development",
    ]);
  },
};
