export { WorkOrderTraveler, type WorkOrderTravelerProps } from "./work-order-traveler";
export type { TravelerOperation, TravelerWorkOrder } from "./types";
