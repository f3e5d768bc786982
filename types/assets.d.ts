/** CSS imported with `?inline` arrives as minified text inside the importing chunk (see esbuild.config.mjs). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
