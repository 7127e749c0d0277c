import * as React from "react";
import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as designSystem from "./index";
import {
  AlertBell,
  AppHeader,
  AttachmentsCard,
  Badge,
  BarChartFigure,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Checkbox,
  Code128Barcode,
  Combobox,
  CommandSearch,
  CommandSearchPlaceholder,
  ConfirmDialog,
  ChangeNotice,
  ConflictPanel,
  createSearchHandoff,
  createUserMenuHandoff,
  DetailSkeleton,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  DocumentHeader,
  DropZone,
  EmptyState,
  ErrorBoundary,
  ErrorFallback,
  FilePickerButton,
  FormActions,
  FormDialog,
  FormField,
  FormSection,
  FullScreenSpinner,
  HeaderFact,
  IncomingChangesBar,
  Input,
  KeyboardShortcutsDialog,
  Label,
  NativeSelect,
  PackingSlip,
  Pagination,
  PartPricingSheet,
  PrintDocument,
  PrintFields,
  PrintPage,
  PrintTable,
  PrintToolbar,
  PresenceList,
  ProgressBar,
  RadioGroup,
  RadioGroupItem,
  SearchBox,
  SectionTitle,
  SignatureLine,
  Skeleton,
  SortableTableHead,
  Spinner,
  StatTile,
  StatTileSkeleton,
  StatusBadge,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
  Toaster,
  UserMenu,
  UserMenuButton,
  UserMenuPlaceholder,
  WorkOrderTraveler,
} from "./index";
import { partFiles } from "./attachments/fixtures";
import { weeklyShipments } from "./chart/fixtures";
import { sampleShortcutGroups } from "./keyboard-shortcuts/fixtures";
import { samplePackingSlip } from "./packing-slip/fixtures";
import { samplePricing } from "./part-pricing-sheet/fixtures";
import { sampleCompany } from "./print/fixtures";
import { sampleWorkOrder } from "./work-order-traveler/fixtures";

/*
 * Every component the package exports marks its own element with `data-slot` (conventions.md),
 * so tests, the app's CSS and the docs can find it without a class name. This renders each one
 * and looks for its slot: its name in kebab-case unless `slot` says otherwise. A new export
 * fails the first test until it gets a sample here.
 */

type Sample = {
  /** Renders the component, inside whatever it needs around it. */
  render: () => React.ReactElement;
  /** The slot on its element, when not its name in kebab-case; null when it renders no element of its own (say why). */
  slot?: string | null;
};

const noop = () => undefined;
const inTable = (children: React.ReactNode) => <table>{children}</table>;
const inRow = (children: React.ReactNode) => inTable(<tbody>{<tr>{children}</tr>}</tbody>);
const inDialog = (children: React.ReactNode) => (
  <Dialog defaultOpen>
    <DialogContent aria-describedby={undefined} showCloseButton={false}>
      <DialogTitle>New PO</DialogTitle>
      {children}
    </DialogContent>
  </Dialog>
);

const samples: Record<string, Sample> = {
  Button: { render: () => <Button>Save</Button> },
  FormField: {
    render: () => (
      <FormField label="PO number">
        <Input />
      </FormField>
    ),
  },
  Label: { render: () => <Label htmlFor="po">PO number</Label> },
  Input: { render: () => <Input aria-label="PO number" /> },
  Textarea: { render: () => <Textarea aria-label="Notes" /> },
  NativeSelect: {
    render: () => (
      <NativeSelect aria-label="Carrier">
        <option>UPS</option>
      </NativeSelect>
    ),
  },
  RadioGroup: {
    render: () => (
      <RadioGroup legend="Kind" value="part" onValueChange={noop}>
        <RadioGroupItem value="part" label="Parts" />
      </RadioGroup>
    ),
  },
  RadioGroupItem: {
    render: () => (
      <RadioGroup legend="Kind" value="part" onValueChange={noop}>
        <RadioGroupItem value="part" label="Parts" />
      </RadioGroup>
    ),
  },
  Combobox: {
    render: () => (
      <Combobox
        aria-label="Customer"
        listLabel="Customers"
        options={[]}
        itemText={String}
        itemKey={String}
        onSearchChange={noop}
      />
    ),
  },
  Checkbox: { render: () => <Checkbox label="Active" /> },
  Card: { render: () => <Card /> },
  CardContent: { render: () => <CardContent /> },
  CardDescription: { render: () => <CardDescription /> },
  CardFooter: { render: () => <CardFooter /> },
  CardHeader: { render: () => <CardHeader /> },
  CardTitle: { render: () => <CardTitle>Lines</CardTitle> },
  Badge: { render: () => <Badge>Open</Badge> },
  // A Badge whose variant follows the record's status: its element is the badge.
  StatusBadge: { render: () => <StatusBadge status="Open" />, slot: "badge" },
  Table: { render: () => <Table /> },
  TableBody: { render: () => inTable(<TableBody />) },
  TableCaption: { render: () => inTable(<TableCaption>POs</TableCaption>) },
  TableCell: { render: () => inRow(<TableCell />) },
  TableFooter: { render: () => inTable(<TableFooter />) },
  TableHead: { render: () => inRow(<TableHead />) },
  TableHeader: { render: () => inTable(<TableHeader />) },
  TableRow: { render: () => inTable(<tbody>{<TableRow />}</tbody>) },
  SortableTableHead: {
    render: () =>
      inRow(
        <SortableTableHead sort="none" onSort={noop}>
          Due
        </SortableTableHead>,
      ),
  },
  Pagination: { render: () => <Pagination page={1} pageSize={25} total={80} onPageChange={noop} /> },
  EmptyState: { render: () => <EmptyState title="No customers yet" /> },
  // The open state and the ids its parts share: it renders its children, no element.
  Dialog: { render: () => <Dialog />, slot: null },
  DialogClose: { render: () => inDialog(<DialogClose>Cancel</DialogClose>) },
  DialogContent: { render: () => inDialog(null) },
  DialogDescription: { render: () => inDialog(<DialogDescription>For ACME</DialogDescription>) },
  DialogFooter: { render: () => inDialog(<DialogFooter />) },
  DialogHeader: { render: () => inDialog(<DialogHeader />) },
  DialogTitle: { render: () => inDialog(null) },
  DialogTrigger: {
    render: () => (
      <Dialog>
        <DialogTrigger>New PO</DialogTrigger>
      </Dialog>
    ),
  },
  ConfirmDialog: {
    render: () => <ConfirmDialog open onOpenChange={noop} title="Cancel PO 4500012345?" onConfirm={noop} />,
  },
  ChangeNotice: { render: () => <ChangeNotice>Marcus Lee changed Due date just now</ChangeNotice> },
  IncomingChangesBar: { render: () => <IncomingChangesBar summary="Marcus Lee changed Due date" onReview={noop} /> },
  PresenceList: { render: () => <PresenceList people={[{ name: "Dana Reyes", isEditing: true }]} /> },
  AlertBell: { render: () => <AlertBell unread={2} href="/alerts" /> },
  ConflictPanel: {
    render: () => (
      <ConflictPanel
        changes={[{ field: "Name", base: "Acme", mine: "ACME", theirs: "Acme Inc.", isCollision: true }]}
        labels={{ Name: "Name" }}
        onApplyTheirs={noop}
        onKeepMine={noop}
      />
    ),
  },
  FormDialog: { render: () => <FormDialog defaultOpen title="New customer" onSubmit={noop} /> },
  Toaster: { render: () => <Toaster /> },
  Tabs: { render: () => <Tabs /> },
  TabsContent: {
    render: () => (
      <Tabs defaultValue="lines">
        <TabsContent value="lines" />
      </Tabs>
    ),
  },
  TabsList: {
    render: () => (
      <Tabs>
        <TabsList />
      </Tabs>
    ),
  },
  TabsTrigger: {
    render: () => (
      <Tabs>
        <TabsList>
          <TabsTrigger value="lines">Lines</TabsTrigger>
        </TabsList>
      </Tabs>
    ),
  },
  Skeleton: { render: () => <Skeleton /> },
  Spinner: { render: () => <Spinner /> },
  ProgressBar: { render: () => <ProgressBar value={40} label="Importing" /> },
  FullScreenSpinner: { render: () => <FullScreenSpinner /> },
  CommandSearch: { render: () => <CommandSearch onSearch={async () => []} onSelect={noop} hasShortcut={false} /> },
  // Stands in for CommandSearch until its code arrives, with its markup and slot (data-status tells them apart).
  CommandSearchPlaceholder: {
    render: () => <CommandSearchPlaceholder handoff={createSearchHandoff()} />,
    slot: "command-search",
  },
  KeyboardShortcutsDialog: {
    render: () => <KeyboardShortcutsDialog open onOpenChange={noop} groups={sampleShortcutGroups} />,
  },
  // Radix's menu root has no element: its parts carry user-menu-trigger and user-menu-content.
  UserMenu: {
    render: () => <UserMenu givenName="Dana" settingsUrl="https://id.example.com/enduser/settings" onLogout={noop} />,
    slot: "user-menu-trigger",
  },
  // The menu's trigger, named as the menu's part.
  UserMenuButton: { render: () => <UserMenuButton givenName="Dana" />, slot: "user-menu-trigger" },
  // Stands in for the menu's trigger until the menu's code arrives, with its markup and slot.
  UserMenuPlaceholder: {
    render: () => <UserMenuPlaceholder givenName="Dana" handoff={createUserMenuHandoff()} />,
    slot: "user-menu-trigger",
  },
  AppHeader: { render: () => <AppHeader environmentName="test" /> },
  // Renders its children, or ErrorFallback (its own slot) once one has thrown.
  ErrorBoundary: { render: () => <ErrorBoundary />, slot: null },
  ErrorFallback: { render: () => <ErrorFallback /> },
  PrintDocument: { render: () => <PrintDocument /> },
  PrintPage: { render: () => <PrintPage /> },
  PrintToolbar: { render: () => <PrintToolbar title="Packing slip 2" /> },
  PrintTable: { render: () => <PrintTable /> },
  DocumentHeader: { render: () => <DocumentHeader company={sampleCompany} title="Packing slip" /> },
  HeaderFact: { render: () => <HeaderFact label="PO">4500012345</HeaderFact> },
  PrintFields: { render: () => <PrintFields fields={[["Ship via", "UPS"]]} /> },
  SignatureLine: { render: () => <SignatureLine label="Received by" /> },
  SectionTitle: { render: () => <SectionTitle>Lines</SectionTitle> },
  Code128Barcode: { render: () => <Code128Barcode value="100001" /> },
  PartPricingSheet: { render: () => <PartPricingSheet company={sampleCompany} pricing={samplePricing} /> },
  WorkOrderTraveler: { render: () => <WorkOrderTraveler company={sampleCompany} workOrder={sampleWorkOrder} /> },
  PackingSlip: { render: () => <PackingSlip mode="slip" company={sampleCompany} packingSlip={samplePackingSlip} /> },
  DropZone: { render: () => <DropZone title="Drop a CSV file here" onFiles={noop} /> },
  FilePickerButton: { render: () => <FilePickerButton onFiles={noop}>Choose a file</FilePickerButton> },
  AttachmentsCard: {
    render: () => (
      <AttachmentsCard
        attachments={partFiles}
        defaultKind="Drawing"
        onOpen={noop}
        onAddFiles={noop}
        onCancelUpload={noop}
        onDismissUpload={noop}
        onEdit={() => Promise.resolve()}
        onRemove={() => Promise.resolve()}
      />
    ),
  },
  StatTile: { render: () => <StatTile href="/reports" label="Open backlog" value="$183,402.50" /> },
  StatTileSkeleton: { render: () => <StatTileSkeleton /> },
  BarChartFigure: {
    render: () => (
      <BarChartFigure
        title="Shipped per week"
        data={weeklyShipments}
        categoryHeader="Week"
        valueHeader="Shipped"
        isAnimationActive={false}
      />
    ),
  },
  SearchBox: { render: () => <SearchBox value="" label="Search customers" onSearch={noop} /> },
  DetailSkeleton: { render: () => <DetailSkeleton /> },
  FormSection: { render: () => <FormSection title="Contact" /> },
  FormActions: { render: () => <FormActions isDirty={false} isSaving={false} onDiscard={noop} /> },
};

/** The package's components: exports named in PascalCase that React can render. */
const components = Object.entries(designSystem)
  .filter(([name, value]) => /^[A-Z]/.test(name) && (typeof value === "function" || isReactType(value)))
  .map(([name]) => name);

function isReactType(value: unknown): boolean {
  return typeof value === "object" && value !== null && "$$typeof" in value;
}

const kebabCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

describe("data-slot", () => {
  it("has a sample for every exported component, and none for a component no longer exported", () => {
    expect(components.filter((name) => !(name in samples))).toEqual([]);
    expect(Object.keys(samples).filter((name) => !components.includes(name))).toEqual([]);
  });

  it.each(Object.entries(samples))("%s marks its element", async (name, sample) => {
    const slot = sample.slot === undefined ? kebabCase(name) : sample.slot;
    const { baseElement } = render(sample.render());
    if (slot === null) return;
    // Lazy parts (a confirm's box, the combobox's list) and portals arrive a moment later.
    await waitFor(() => expect(baseElement.querySelector(`[data-slot="${slot}"]`)).not.toBeNull());
  });
});
