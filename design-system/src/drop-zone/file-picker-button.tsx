import * as React from "react";
import { Button, type ButtonProps } from "../button/button";

export type FilePickerButtonProps = Omit<ButtonProps, "onClick" | "asChild"> & {
  /** Called with the files picked (nothing when the picker is closed without a pick). */
  onFiles: (files: File[]) => void;
  /** The file types the picker offers, as an input's `accept` (".csv,text/csv"). */
  accept?: string;
  /** Lets the picker choose several files at once. */
  isMultiple?: boolean;
};

/** A button that opens the browser's file picker: the keyboard's and the phone's way to give a file. */
export function FilePickerButton({
  onFiles,
  accept,
  isMultiple = false,
  variant = "outline",
  children = "Choose file",
  ...props
}: FilePickerButtonProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  return (
    <>
      <Button data-slot="file-picker-button" variant={variant} {...props} onClick={() => inputRef.current?.click()}>
        {children}
      </Button>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={accept}
        multiple={isMultiple}
        data-slot="file-picker-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          if (files.length > 0) onFiles(files);
          // Cleared, so picking the same file again (after fixing it) is a change too.
          event.target.value = "";
        }}
      />
    </>
  );
}
