export declare const expectTimeout: number;
export declare const actionTimeout: number;
export declare const testTimeout: number;
export declare const storyTimeout: number;
export declare const unitTestTimeout: number;
