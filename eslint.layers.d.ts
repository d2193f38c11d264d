// Types of eslint.layers.js, for scripts/upward-imports.ts (the measure uses the lint fence's own judge).
export declare const WEB_LAYERS: ReadonlyArray<{ readonly name: string; readonly holds: readonly string[] }>;
export declare const DOMAIN_ALIAS: string;
export declare function layerOf(file: string): number | undefined;
export declare function resolveSpecifier(fromFile: string, specifier: string): string | undefined;
export declare function upwardImport(fromFile: string, specifier: string): string | undefined;
export declare const layerFenceConfigs: unknown[];
