import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@shopdesk/design-system";
import type { Part, PartKey } from "../../api/parts/types";
import { useSavePart } from "../../api/parts/use-save-part";
import { TextField } from "../forms/fields";
import { FormErrors } from "../forms/form-errors";
import { submitCreate } from "../forms/submit-create";
import { revisionRule } from "./part-schema";

const schema = z.object({ Revision: revisionRule });
type Values = z.input<typeof schema>;
const upperCase = (value: string) => value.toUpperCase();

/** The revision after `revision` in the usual A, B, … Z, AA order; "" when there is no obvious one. */
export function nextRevision(revision: string): string {
  if (/^\d+$/.test(revision)) return String(Number(revision) + 1);
  if (!/^[A-Z]{1,3}$/.test(revision)) return "";
  const letters = revision.split("");
  for (let index = letters.length - 1; index >= 0; index--) {
    if (letters[index] !== "Z") {
      letters[index] = String.fromCharCode(letters[index]!.charCodeAt(0) + 1);
      return letters.join("");
    }
    letters[index] = "A";
  }
  return `A${letters.join("")}`;
}

export type NewRevisionDialogProps = {
  part: Part;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (part: PartKey) => void;
};

/** "New revision": copies this revision (pricing included) under a new letter and supersedes it. */
export function NewRevisionDialog({ part, isOpen, onOpenChange, onCreated }: NewRevisionDialogProps) {
  const { createRevision } = useSavePart();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    values: { Revision: nextRevision(part.Revision) },
    mode: "onTouched",
  });

  const handleSubmit = form.handleSubmit(async ({ Revision }) => {
    const result = await submitCreate(
      // What is left out is copied from this revision (docs/api.md).
      () => createRevision(part, { Revision }),
      {
        setError: form.setError,
        fieldNames: ["Revision"],
        savedMessage: (created) => `Revision ${created.Revision} of ${created.PartNumber} created; rev ${part.Revision} is superseded`,
      },
    );
    setUnplaced(result.unplaced);
    if (result.record) onCreated(result.record);
  });

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>New revision of {part.PartNumber}</DialogTitle>
          <DialogDescription>
            The new revision starts as a copy of rev {part.Revision}, pricing included. Rev {part.Revision} is then marked superseded.
          </DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form noValidate onSubmit={handleSubmit} className="grid grid-cols-1 gap-4">
            <TextField<Values> name="Revision" label="New revision" required transform={upperCase} autoComplete="off" className="max-w-40" />
            <FormErrors messages={unplaced} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" isLoading={form.formState.isSubmitting}>
                Create revision
              </Button>
            </DialogFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
