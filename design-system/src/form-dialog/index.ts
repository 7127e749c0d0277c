export {
  FormDialog,
  formDialogFormVariants,
  formDialogVariants,
  type FormDialogProps,
  type FormDialogWidth,
} from "./form-dialog";
