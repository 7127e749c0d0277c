import { useEffect, useRef } from "react";
import { useCustomer } from "../../api/customers/use-customer";
import { useFormContext, useWatch } from "../../shared/forms/form";
import type { NewPOFormValues } from "./new-purchase-order-schema";
import { shipToFromCustomer } from "./purchase-order-header-schema";

/**
 * In "New PO": once a customer is chosen, fills the ship-to and terms from it (the user can
 * still change them) and clears parts of lines chosen for another customer. Renders nothing.
 */
export function CustomerDefaults() {
  const { setValue, getValues } = useFormContext<NewPOFormValues>();
  const customerId = useWatch<NewPOFormValues, "CustomerId">("CustomerId");
  const { customer } = useCustomer(customerId || undefined);
  const filledFor = useRef("");

  useEffect(() => {
    if (!customer || customer.CustomerId !== customerId || filledFor.current === customerId) return;
    const previous = filledFor.current;
    filledFor.current = customerId;
    for (const [field, value] of Object.entries(shipToFromCustomer(customer))) {
      setValue(field as keyof ReturnType<typeof shipToFromCustomer>, value);
    }
    if (!previous) return;
    getValues().Lines.forEach((_line, index) => {
      setValue(`Lines.${index}.PartNumber`, "");
      setValue(`Lines.${index}.Revision`, "");
      setValue(`Lines.${index}.Description`, "");
    });
  }, [customer, customerId, getValues, setValue]);

  return null;
}
