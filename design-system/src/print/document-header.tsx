import * as React from "react";
import { cn } from "../lib/cn";
import type { CompanyInfo } from "./types";

export type DocumentHeaderProps = React.ComponentProps<"header"> & {
  /** The shop printing the document. */
  company: CompanyInfo;
  /** The document's name, e.g. "Packing Slip". */
  title: string;
  /** Shown under the title: number, date, barcode… */
  aside?: React.ReactNode;
};

/** Company block on the left, document title and key facts on the right, a rule below. */
export function DocumentHeader({ company, title, aside, className, ...props }: DocumentHeaderProps) {
  return (
    <header
      data-slot="document-header"
      className={cn("mb-5 flex items-start justify-between gap-6 border-b-2 border-foreground pb-4", className)}
      {...props}
    >
      <div className="min-w-0">
        <p className="text-[14pt] leading-tight font-bold">{company.Name}</p>
        <address className="mt-1 text-[9pt] text-muted-foreground not-italic">
          {company.AddressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          {company.Phone && <span className="block">Phone {company.Phone}</span>}
          {company.Email && <span className="block">{company.Email}</span>}
        </address>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 text-right">
        <h2 className="text-[16pt] leading-tight font-bold tracking-wide uppercase">{title}</h2>
        {aside}
      </div>
    </header>
  );
}

export type PrintFieldsProps = React.ComponentProps<"dl"> & {
  /** Label → value, in reading order; empty values print as a dash. */
  fields: ReadonlyArray<readonly [label: string, value: React.ReactNode]>;
};

/** A grid of labelled facts (part, revision, due date…). */
export function PrintFields({ fields, className, ...props }: PrintFieldsProps) {
  return (
    <dl data-slot="print-fields" className={cn("grid grid-cols-3 gap-x-6 gap-y-2.5", className)} {...props}>
      {fields.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-[7.5pt] font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
          <dd className="font-medium break-words">
            {value === null || value === undefined || value === "" ? "—" : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A labelled fact for the header's right side: "Date 03/05/2024". */
export function HeaderFact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <p data-slot="header-fact" className="text-[9pt]">
      <span className="text-muted-foreground">{label} </span>
      <span className="font-semibold tabular-nums">{children}</span>
    </p>
  );
}

/** A line to sign on, with its caption underneath. */
export function SignatureLine({ label, className }: { label: string; className?: string }) {
  return (
    <div data-slot="signature-line" className={cn("flex flex-col gap-1", className)}>
      <div className="h-9 border-b border-foreground" />
      <span className="text-[8pt] text-muted-foreground">{label}</span>
    </div>
  );
}
