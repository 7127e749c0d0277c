import * as React from "react";
import { Pencil } from "lucide-react";
import { formatList } from "../format/format-list";
import { cn } from "../lib/cn";
import { userInitial } from "../user-menu/user-menu-button";

export type PresencePerson = {
  /** The name the person signed in with; null shows as "Someone". */
  name: string | null;
  /** Whether they have unsaved changes on this record. */
  isEditing: boolean;
};

export type PresenceListProps = React.ComponentProps<"div"> & {
  /** Everyone else with the record open, one entry a person. */
  people: PresencePerson[];
};

const nameOf = (person: PresencePerson) => person.name?.trim() || "Someone";

/** "Dana Reyes is editing", "Dana Reyes and Marcus Lee are also here", or nothing. */
export function presenceSentence(people: PresencePerson[]): string {
  const editing = people.filter((person) => person.isEditing).map(nameOf);
  const viewing = people.filter((person) => !person.isEditing).map(nameOf);
  const sentences: string[] = [];
  if (editing.length > 0) sentences.push(`${formatList(editing)} ${editing.length === 1 ? "is" : "are"} editing`);
  if (viewing.length > 0)
    sentences.push(
      `${formatList(viewing)} ${viewing.length === 1 ? "has" : "have"} this open${editing.length ? " too" : ""}`,
    );
  return sentences.join("; ");
}

/**
 * Who else has this record open, as the user menu shows a person (the first letter of their
 * name), with a pencil on whoever has unsaved changes. The sentence beside the letters says it
 * in words and is announced politely as people come and go; the letters are for the eye.
 */
export function PresenceList({ people, className, ...props }: PresenceListProps) {
  const sentence = presenceSentence(people);
  return (
    <div
      data-slot="presence-list"
      data-state={people.length === 0 ? "alone" : people.some((person) => person.isEditing) ? "editing" : "viewing"}
      className={cn("flex items-center gap-2 text-sm", className)}
      {...props}
    >
      {people.length > 0 && (
        <ul aria-hidden="true" className="flex -space-x-1.5">
          {people.map((person, index) => (
            <li
              key={`${nameOf(person)}-${index}`}
              title={`${nameOf(person)}${person.isEditing ? " (editing)" : ""}`}
              data-editing={person.isEditing || undefined}
              className="relative inline-flex size-7 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground ring-2 ring-background data-editing:bg-status-warning data-editing:text-status-warning-foreground"
            >
              {userInitial(person.name)}
              {person.isEditing && (
                <span className="absolute -right-1 -bottom-1 flex size-4 items-center justify-center rounded-full bg-background ring-1 ring-border">
                  <Pencil className="size-2.5" />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="text-muted-foreground">
        {sentence}
      </p>
    </div>
  );
}
