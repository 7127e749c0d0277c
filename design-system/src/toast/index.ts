export { Toaster, toastVariants, type ToasterProps } from "./toast";
export { dismissToast, toast, type ToastOptions, type ToastVariant } from "./toast-store";
