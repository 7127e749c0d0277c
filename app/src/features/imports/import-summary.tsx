import { useId, type Ref } from "react";
import { Link } from "react-router-dom";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  formatDateTime,
} from "@shopdesk/design-system";
import type { ImportKind, ImportResult } from "../../api/imports/types";
import { ImportCounts } from "./import-counts";
import { importKindLists } from "./import-kinds";
import { countOf } from "./import-words";

export type ImportSummaryProps = {
  kind: ImportKind;
  fileName: string;
  result: ImportResult;
  onStartOver: () => void;
  /** The heading, focused when the import ends (the Import button it replaces is gone). */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** Step 5: what the import did, with links to the records it created or changed and to their list. */
export function ImportSummary({ kind, fileName, result, onStartOver, headingRef }: ImportSummaryProps) {
  const recordsId = useId();
  const list = importKindLists[kind];
  const unlisted = result.Created + result.Updated - result.Records.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle ref={headingRef} tabIndex={-1} className="outline-none">
          Imported {fileName}
        </CardTitle>
        <CardDescription>{formatDateTime(result.At)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ImportCounts
          counts={[
            { label: "created", count: result.Created },
            { label: "updated", count: result.Updated },
            { label: "unchanged", count: result.Unchanged },
          ]}
        />
        {result.Records.length > 0 && (
          <section aria-labelledby={recordsId} className="grid gap-2">
            <h3 id={recordsId} className="font-semibold">
              Created and updated
            </h3>
            <ul className="grid gap-1 sm:grid-cols-2">
              {result.Records.map((record) => (
                <li key={record.Path}>
                  <Link to={record.Path} className="text-primary underline-offset-4 hover:underline wrap-anywhere">
                    {record.Label}
                  </Link>
                </li>
              ))}
            </ul>
            {unlisted > 0 && (
              <p className="text-muted-foreground">
                and {countOf(unlisted, "more record", "more records")}: see the list.
              </p>
            )}
          </section>
        )}
      </CardContent>
      <CardFooter>
        <Button variant="outline" onClick={onStartOver}>
          Import another file
        </Button>
        <Button asChild>
          <Link to={list.path}>{list.label}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
