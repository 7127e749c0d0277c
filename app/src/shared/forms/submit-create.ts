import { toast } from "@shopdesk/design-system";
import { ApiError } from "../../api/client";
import { applyServerFieldErrors, errorMessage, formMessagesAfter, type SetError } from "./server-errors";

/**
 * Runs a create call for a form: success gives a toast; a 400, or a 409 for a duplicate key,
 * puts the server's messages on the fields. Returns the record, or undefined when it failed,
 * with the messages to list above the form's buttons (`formMessagesAfter`).
 */
export async function submitCreate<R>(
  request: () => Promise<R>,
  {
    setError,
    fieldNames,
    savedMessage,
  }: { setError: SetError; fieldNames: readonly string[]; savedMessage: (record: R) => string },
): Promise<{ record?: R; unplaced: string[] }> {
  try {
    const record = await request();
    toast({ title: savedMessage(record), variant: "success" });
    return { record, unplaced: [] };
  } catch (error) {
    const unplaced =
      error instanceof ApiError
        ? applyServerFieldErrors(error.fields, setError, (name) => fieldNames.includes(name.split(".")[0]!))
        : [];
    toast({ title: "Not created", description: errorMessage(error), variant: "error" });
    return { unplaced: formMessagesAfter(error, unplaced) };
  }
}
