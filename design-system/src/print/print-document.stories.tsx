import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DocumentHeader, HeaderFact, PrintFields, SignatureLine } from "./document-header";
import { sampleCompany } from "./fixtures";
import { PrintDocument, PrintPage } from "./print-document";
import { PrintTable } from "./print-table";
import { PrintToolbar } from "./print-toolbar";
import { SectionTitle } from "./section-title";

const meta = {
  title: "Print/PrintDocument",
  component: PrintDocument,
  parameters: { layout: "fullscreen", screenshot: { print: true } },
  globals: { viewport: { value: "letter", isRotated: false } },
} satisfies Meta<typeof PrintDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

const onPrint = fn();

function SamplePage({ number, rows }: { number: number; rows: number }) {
  return (
    <PrintPage>
      <DocumentHeader
        company={sampleCompany}
        title="Sample Document"
        aside={<HeaderFact label="Number">{`DOC-${number}`}</HeaderFact>}
      />
      <PrintFields
        className="mb-6"
        fields={[
          ["Customer", "ACME"],
          ["PO number", "4500012345"],
          ["Due date", "04/12/2024"],
        ]}
      />
      <SectionTitle>Lines</SectionTitle>
      <PrintTable>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Description</th>
            <th scope="col" className="text-right">
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, index) => (
            <tr key={index}>
              <td className="tabular-nums">{index + 1}</td>
              <td>
                Line {index + 1} of document {number}
              </td>
              <td className="text-right tabular-nums">{(index + 1) * 5}</td>
            </tr>
          ))}
        </tbody>
      </PrintTable>
      <SignatureLine label="Checked by" className="mt-10 w-64" />
    </PrintPage>
  );
}

/** Screen chrome (the toolbar) shows on screen only; each PrintPage starts a new printed page. */
export const TwoDocuments: Story = {
  render: () => (
    <PrintDocument>
      <PrintToolbar title="Two sample documents" onPrint={onPrint} />
      <SamplePage number={1} rows={4} />
      <SamplePage number={2} rows={3} />
    </PrintDocument>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Print" }));
    await expect(onPrint).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelectorAll("[data-slot=print-page]")).toHaveLength(2);
    // The page size and numbers come from the package stylesheet (styles/print.css).
    const pageRules = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule) => rule instanceof CSSPageRule)
      .map((rule) => rule.cssText);
    await expect(pageRules.join("\n")).toMatch(/size: letter[\s\S]*counter\(pages\)/);
  },
};
