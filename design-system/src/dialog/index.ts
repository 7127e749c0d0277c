export {
  Dialog,
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogDescriptionProps,
  type DialogTitleProps,
} from "./dialog";
export { DialogContent, type DialogContentProps } from "./dialog-content";
