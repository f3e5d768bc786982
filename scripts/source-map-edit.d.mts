/** Types of scripts/source-map-edit.mjs for the TypeScript files that import it (tests). */
export interface SourceMap {
  version: number;
  sources: string[];
  names: string[];
  mappings: string;
  sourcesContent?: (string | null)[];
  file?: string;
}
export declare function removeText(
  code: string,
  map: SourceMap | null,
  text: string,
): { code: string; map: SourceMap | null };
export declare function entriesPastLineEnd(code: string, map: SourceMap): string[];
export declare function originalLineOf(
  map: SourceMap,
  line: number,
  column: number,
): { source: string; line: number } | null;
