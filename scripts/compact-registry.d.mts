/** Types of scripts/compact-registry.mjs for the TypeScript files that import it (tests). */
export declare function compactRegistry(
  src: string,
  chunkOf: (dir: string) => string | undefined,
  graph?: { core: string[]; needs: (dir: string) => string[] | undefined },
): string;
