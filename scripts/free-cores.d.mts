export declare function workersForFreeCores(max?: number): number;
