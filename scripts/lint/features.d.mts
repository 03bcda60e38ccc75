export const ROOT: string;
export const PUBLIC_ENTRIES: Record<string, string[]>;
export function featureOf(file: string): { feature: string; rest: string } | null;
export function resolveImport(fromFile: string, spec: string): string | null;
export function boundaryProblem(fromFile: string, spec: string): string | null;
export function featureGraph(featuresDir?: string): Map<string, Set<string>>;
export function findCycles(graph: Map<string, Iterable<string>>): string[][];
