/** A routing step: done in house at a work centre, or outside at a supplier. */
export type TravelerOperation = {
  /** 10, 20, 30… */
  Sequence: number;
  Description: string;
  WorkCentre: string | null;
  /** Set for outside processing (plating, heat treat…). */
  SupplierName: string | null;
  /** Decimal string, e.g. "1.50". */
  PlannedHours: string | null;
};

/** What the traveler prints for one WO. */
export type TravelerWorkOrder = {
  WONumber: string;
  PartNumber: string;
  Revision: string;
  Description: string;
  Quantity: number;
  /** `YYYY-MM-DD`. */
  DueDate: string;
  /** null for a stock WO. */
  CustomerId: string | null;
  CustomerName?: string | null;
  PONumber: string | null;
  Material?: string | null;
  /**
   * The part revision's current drawing file, so the floor can check it against the paper in
   * hand; null when none is marked current.
   */
  CurrentDrawing?: { FileName: string; Revision: string; IsSuperseded?: boolean } | null;
  Notes: string | null;
  Operations: TravelerOperation[];
};
