import * as React from "react";

const hasFiles = (event: React.DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");

/**
 * Makes an element a drop target for files from the desktop while `isEnabled`: `isDragOver`
 * while files are over it, `onDrop` with the files dropped. Drags of anything else pass by.
 */
export function useFileDrop(isEnabled: boolean, onDrop: (files: File[]) => void) {
  // A drag crosses the element's children, each firing enter and leave: count them to know when it left.
  const [dragDepth, setDragDepth] = React.useState(0);
  const dropHandlers: React.ComponentProps<"div"> = isEnabled
    ? {
        onDragEnter: (event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragDepth((depth) => depth + 1);
        },
        onDragOver: (event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
        },
        onDragLeave: (event) => {
          if (!hasFiles(event)) return;
          setDragDepth((depth) => Math.max(0, depth - 1));
        },
        onDrop: (event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragDepth(0);
          onDrop(Array.from(event.dataTransfer.files));
        },
      }
    : {};
  return { isDragOver: isEnabled && dragDepth > 0, dropHandlers };
}
