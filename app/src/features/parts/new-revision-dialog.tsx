import type { Part, PartKey } from "../../api/parts/types";
import { useCreateRevision } from "../../api/parts/use-create-revision";
import { CreateDialog, type NewDialogProps } from "../../shared/forms/create-dialog";
import { TextField } from "../../shared/forms/fields";
import { useRulesForm } from "../../shared/forms/form-rules";
import { newRevisionRules, type NewRevisionValues as Values } from "./part-schema";

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

export type NewRevisionDialogProps = NewDialogProps & {
  part: Part;
  onCreated: (part: PartKey) => void;
};

/** "New revision": copies this revision (pricing included) under a new letter and supersedes it. */
export function NewRevisionDialog({ part, onCreated, ...dialog }: NewRevisionDialogProps) {
  const { trigger: createRevision } = useCreateRevision();
  const form = useRulesForm(newRevisionRules, {
    values: { Revision: nextRevision(part.Revision) },
    mode: "onTouched",
  });

  return (
    <CreateDialog
      {...dialog}
      title={`New revision of ${part.PartNumber}`}
      description={`The new revision starts as a copy of rev ${part.Revision}, pricing included. Rev ${part.Revision} is then marked superseded.`}
      submitLabel="Create revision"
      width="md"
      form={form}
      // What is left out is copied from this revision (docs/api.md).
      create={({ Revision }) => createRevision({ from: part, revision: { Revision } })}
      savedMessage={(created) =>
        `Revision ${created.Revision} of ${created.PartNumber} created; rev ${part.Revision} is superseded`
      }
      onCreated={onCreated}
    >
      <TextField<Values>
        name="Revision"
        label="New revision"
        required
        transform={upperCase}
        autoComplete="off"
        className="max-w-40"
      />
    </CreateDialog>
  );
}
