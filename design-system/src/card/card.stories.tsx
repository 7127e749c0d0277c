import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import { StatusBadge } from "../badge/badge";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

const meta = {
  title: "Primitives/Card",
  component: Card,
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const details = [
  ["Customer", "ACME"],
  ["PO date", "03/05/2024"],
  ["Ship to", "ACME Receiving, 100 Industrial Way, Fresno CA"],
  ["Amount", "$12,480.00"],
];

export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>PO 4500012345</CardTitle>
          <StatusBadge status="Partially Shipped" />
        </div>
        <CardDescription>3 lines · 2 work orders · 1 packing slip</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter>
        <Button variant="outline">Print slip</Button>
        <Button>Ship</Button>
      </CardFooter>
    </Card>
  ),
};

export const HeaderOnly: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Open backlog</CardTitle>
        <CardDescription>$184,220.50 across 37 PO lines</CardDescription>
      </CardHeader>
    </Card>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>A/B Plating & Anodize — Precision Surface Finishing Division, Building 7</CardTitle>
        <CardDescription>
          Anodize Type II and III, hard coat, chromate conversion, passivation; approval conditional until the
          certificate renewal on file is countersigned by the quality manager.
        </CardDescription>
      </CardHeader>
      <CardContent className="break-words">
        Contact quality@ab-plating-and-anodize-precision-finishing.example before sending parts over 24 inches.
      </CardContent>
    </Card>
  ),
};

export const SmallScreen: Story = {
  ...Default,
  globals: { viewport: { value: "mobile", isRotated: false } },
};
