import { activeFilters, type PartSortField } from "@shopdesk/contract";
import type { ListParamSpec } from "../../shared/lists/list-params";

type PartSearchFilters = { number: string; rev: string; description: string; customer: string; active: string };

/**
 * `/part?number=&rev=&description=&customer=&active=&sort=&page=`: the part search's URL state.
 * The chosen part is `partNumber` + `revision`, so filters and the choice never collide.
 */
export const partListSpec: ListParamSpec<PartSearchFilters, PartSortField> = {
  defaults: { number: "", rev: "", description: "", customer: "", active: "true" },
  choices: { active: activeFilters },
  // The sorts the server has an index for (docs/api.md); others answer 400.
  sortFields: ["PartNumber", "Description", "CustomerId"],
  defaultSort: "PartNumber",
};

export const PART_PAGE_SIZE = 10;
