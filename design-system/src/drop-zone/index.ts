export { DropZone, type DropZoneProps } from "./drop-zone";
export { FilePickerButton, type FilePickerButtonProps } from "./file-picker-button";
export { useFileDrop } from "./use-file-drop";
